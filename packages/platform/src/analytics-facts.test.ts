import { describe, expect, it } from 'vitest';
import { ANALYTICS_SKIPPED_PAGE_TYPES, formatVisitorCookie, isAnalyticsExcludedPage, parseVisitorCookie, VISITOR_COOKIE_MAX_AGE_MS } from './analytics-facts.ts';
import { PAGE_TYPES } from './page-types.ts';

describe('the analytics facts', () => {
  it('skip the not-found, lock-screen and access-denied page types, and the search', () => {
    expect(ANALYTICS_SKIPPED_PAGE_TYPES).toEqual([PAGE_TYPES.NOT_FOUND, PAGE_TYPES.LOCK_SCREEN, PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED]);
    expect(isAnalyticsExcludedPage('/search', 102)).toBe(true);
    expect(isAnalyticsExcludedPage('/search/more', undefined)).toBe(true);
    expect(isAnalyticsExcludedPage('/x', 106)).toBe(true);
    expect(isAnalyticsExcludedPage('/x', '106')).toBe(false);
    expect(isAnalyticsExcludedPage('/searching', 2)).toBe(false);
  });

  it('read and write the visitor cookie, which lives two years', () => {
    expect(VISITOR_COOKIE_MAX_AGE_MS / 1000).toBe(2 * 365 * 24 * 3600);
    expect(parseVisitorCookie('v_1|10|20|3')).toEqual({ id: 'v_1', firstVisit: 10, lastVisit: 20, visitCount: 3 });
    expect(formatVisitorCookie({ id: 'v_1', firstVisit: 10, lastVisit: 20, visitCount: 3 })).toBe('v_1|10|20|3');
    for (const junk of [null, undefined, '', 'v1|1|2', '|1|2|3', 'v 1|1|2|3', `${'x'.repeat(65)}|1|2|3`, 'v1|1|2|3|4']) expect(parseVisitorCookie(junk)).toBeNull();
    expect(parseVisitorCookie('v1|x|2|y')?.lastVisit).toBe(2);
  });
});
