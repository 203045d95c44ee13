import { describe, expect, it } from 'vitest';
import { currentPageStatus, isPageStatus, isServedToVisitors, pageStatusLabel, PAGE_STATUSES } from './page-status.ts';

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

describe('currentPageStatus', () => {
  it('reads a Scheduled page whose time has come as published, and every other status as stored', () => {
    expect(currentPageStatus('scheduled', 1_000, 999)).toBe('scheduled');
    expect(currentPageStatus('scheduled', 1_000, 1_000)).toBe('published');
    expect(currentPageStatus('scheduled', null, 5_000)).toBe('scheduled');
    expect(currentPageStatus('draft', 1_000, 5_000)).toBe('draft');
  });
});
