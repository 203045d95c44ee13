import type { Kysely } from 'kysely';
import { isAnalyticsExcludedPage } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';
import { findOwnerSession } from '../owner/index.ts';

/*
 * Pages and people analytics does not count (platform.md §2, §6), checked on the server too so that
 * an old or hand-made client cannot count them: the search page, not-found (100), lock screen (103)
 * and member-area-access-denied (106) pages; and a signed-in owner, unless their role is VIEWER
 * and the page is not under /config.
 */

/** Whether a page is never counted (the rule of @plinth/platform, the browser's too). */
export const isExcludedPage: (path: string, pageType: unknown) => boolean = isAnalyticsExcludedPage;

/** Whether the owner session `token` (if any) keeps this call from being counted. */
export async function isExcludedOwner(db: Kysely<Schema>, websiteId: string, token: string | undefined, path: string, now: number): Promise<boolean> {
  if (!token) return false;
  const contributor = await findOwnerSession(db, websiteId, token, now);
  if (!contributor) return false;
  const underConfig = path === '/config' || path.startsWith('/config/');
  return contributor.role !== 'VIEWER' || underConfig;
}
