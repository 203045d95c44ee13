import { describe, expect, it } from 'vitest';
import { isPageStatus, isServedToVisitors, pageStatusLabel, PAGE_STATUSES } from './page-status.ts';

describe('page statuses', () => {
  it('label every status as platform.md §3 names them; published has none', () => {
    expect(PAGE_STATUSES.map(pageStatusLabel)).toEqual([null, 'Scheduled', 'Needs Review', 'Draft', 'Private']);
    expect(pageStatusLabel('archived')).toBeNull();
  });

  it('hide draft and private pages from visitors only', () => {
    expect(PAGE_STATUSES.filter(isServedToVisitors)).toEqual(['published', 'scheduled', 'needs-review']);
  });

  it('recognise the stored values', () => {
    expect(isPageStatus('needs-review')).toBe(true);
    expect(isPageStatus('Needs Review')).toBe(false);
  });
});
