/**
 * Pages that record no analytics (platform.md §2): the search page, not-found,
 * lock-screen and member-area-access-denied pages. Signed-in owner accounts
 * are excluded by the server, which alone can read their httpOnly session.
 */
import { EXCLUDED_PAGE_TYPES, EXCLUDED_PATH } from './names.ts';

export function isExcludedPage(path: string, pageType: number | undefined): boolean {
  return path === EXCLUDED_PATH || path.startsWith(`${EXCLUDED_PATH}/`) || (pageType !== undefined && EXCLUDED_PAGE_TYPES.has(pageType));
}
