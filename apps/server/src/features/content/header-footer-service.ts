import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import { decodeHeaderFooter, readSiteContentSettings, writeSiteContentSettings } from './content-settings-repository.ts';
import type { SiteHeaderFooter } from './header-footer.ts';

/** The site's header and footer (the defaults until the owner saves them). */
export async function getHeaderFooter(db: Kysely<Schema>, websiteId: string): Promise<SiteHeaderFooter> {
  return decodeHeaderFooter(await readSiteContentSettings(db, websiteId));
}

/**
 * Replaces the site's header and footer (already validated by the contract's schema). Every page
 * shows them, so it is a content change: pages cached for the old version are dropped.
 */
export async function saveHeaderFooter(db: Kysely<Schema>, websiteId: string, value: SiteHeaderFooter, now: number): Promise<SiteHeaderFooter> {
  await changeContent(db, websiteId, (tx) =>
    writeSiteContentSettings(tx, websiteId, { header_json: JSON.stringify(value.header), footer_json: JSON.stringify(value.footer) }, now),
  );
  return getHeaderFooter(db, websiteId);
}
