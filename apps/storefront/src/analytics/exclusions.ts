/**
 * Pages that record no analytics (platform.md §2): the search page, not-found,
 * lock-screen and member-area-access-denied pages — the rule the server applies too, from
 * @plinth/platform. Signed-in owner accounts are excluded by the server, which alone can read
 * their httpOnly session.
 */
export { isAnalyticsExcludedPage as isExcludedPage } from '@plinth/platform/analytics-facts';
