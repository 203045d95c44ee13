import { WEBSITE_STATUSES, type WebsiteStatus } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from './content-change.ts';

/*
 * The site's status (platform.md §3 Enumerations: expired 1 … internal 6 … paid 8 …), stored in
 * `websites.status` (default 8, paid). Nothing is billed here; what it changes today is that an
 * INTERNAL site takes experiment overrides by query parameter (platform.md §8 "Experiments").
 */

/** The status a site has until someone sets another. */
export const DEFAULT_WEBSITE_STATUS: WebsiteStatus = 'PAID';

const NAMES = new Map<number, WebsiteStatus>(Object.entries(WEBSITE_STATUSES).map(([name, code]) => [code, name as WebsiteStatus]));

/** A status and its code. */
export interface SiteStatus {
  status: WebsiteStatus;
  code: number;
}

/** `code` as a status (a code the catalogue does not know reads as the default). */
export function siteStatusOf(code: number): SiteStatus {
  const status = NAMES.get(code) ?? DEFAULT_WEBSITE_STATUS;
  return { status, code: WEBSITE_STATUSES[status] };
}

/** The site's status. */
export async function readSiteStatus(db: Kysely<Schema>, websiteId: string): Promise<SiteStatus> {
  const row = await db.selectFrom('websites').select('status').where('id', '=', websiteId).executeTakeFirst();
  return siteStatusOf(Number(row?.status ?? WEBSITE_STATUSES[DEFAULT_WEBSITE_STATUS]));
}

/**
 * Sets the site's status. A content change: every process sees it on its next request (the
 * experiments a site serves are cached per content version, with the status).
 */
export async function saveSiteStatus(db: Kysely<Schema>, websiteId: string, status: WebsiteStatus): Promise<SiteStatus> {
  const code = WEBSITE_STATUSES[status];
  await changeContent(db, websiteId, (tx) => tx.updateTable('websites').set({ status: code }).where('id', '=', websiteId).execute());
  return { status, code };
}
