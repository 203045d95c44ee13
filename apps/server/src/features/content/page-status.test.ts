import { describe, expect, it } from 'vitest';
import { isPageStatus, isServedToVisitors, pageStatusLabel, PAGE_STATUSES } from './page-status.ts';

describe('page statuses', () => {
  it('label every status as platform.md §3 names them; published has none', () => {
    expect(PAGE_STATUSES.map(pageStatusLabel)).toEqual([null, 'Scheduled', 'Needs Review', 'Draft', 'Private']);
    expect(pageStatusLabel('archived')).toBeNull();
  });

  it('hide draft, private and needs-review pages from visitors, and scheduled ones until their time', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    expect(PAGE_STATUSES.filter((status) => isServedToVisitors(status, now - 1, now))).toEqual(['published', 'scheduled']);
    expect(PAGE_STATUSES.filter((status) => isServedToVisitors(status, now + 1, now))).toEqual(['published']);
    expect(isServedToVisitors('scheduled', now, now)).toBe(true);
    expect(isServedToVisitors('scheduled', null, now)).toBe(false);
  });

  it('recognise the stored values', () => {
    expect(isPageStatus('needs-review')).toBe(true);
    expect(isPageStatus('Needs Review')).toBe(false);
  });
});
