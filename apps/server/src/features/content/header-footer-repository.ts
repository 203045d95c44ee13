import type { Kysely } from 'kysely';
import type { SiteHeaderFooter } from './header-footer.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { decodeHeaderFooter, readSiteContentSettings, writeSiteContentSettings } from './site-content-settings.ts';
import { bumpContentVersion } from '../site/index.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/** The site's header and footer (the defaults until the owner saves them). */
export async function getHeaderFooter(db: Kysely<Schema>, websiteId: string): Promise<SiteHeaderFooter> {
  return decodeHeaderFooter(await readSiteContentSettings(db, websiteId));
}

/**
 * Replaces the site's header and footer (already validated) and bumps the content version, since
 * every page shows them. One transaction.
 */
export async function saveHeaderFooter(db: Kysely<Schema>, websiteId: string, value: SiteHeaderFooter, now: number): Promise<SiteHeaderFooter> {
  await inTransaction(db, async (tx) => {
    await writeSiteContentSettings(tx, websiteId, { header_json: JSON.stringify(value.header), footer_json: JSON.stringify(value.footer) }, now);
    await bumpContentVersion(tx, websiteId);
  });
  return getHeaderFooter(db, websiteId);
}
