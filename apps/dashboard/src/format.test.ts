import { describe, expect, it } from 'vitest';
import { formatBillingPeriod, formatDate, formatDateTime } from './format.ts';

describe('format', () => {
  it('writes dates and times in en-US', () => {
    expect(formatDateTime(0, 'UTC')).toBe('Jan 1, 1970, 12:00 AM');
    expect(formatDate(Date.UTC(2026, 1, 28), 'UTC')).toBe('Feb 28, 2026');
  });

  it('writes billing periods as words', () => {
    expect(formatBillingPeriod({ value: 1, unit: 'MONTH' })).toBe('every month');
    expect(formatBillingPeriod({ value: 2, unit: 'WEEK' })).toBe('every 2 weeks');
    expect(formatBillingPeriod({ value: 1, unit: 'YEAR' })).toBe('every year');
  });
});
