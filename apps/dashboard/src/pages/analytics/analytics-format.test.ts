import { describe, expect, it } from 'vitest';
import { changeOf, formatCount, formatDuration, formatRate, pointsChange } from './analytics-format.ts';
import { analyticsApiPath, analyticsSearch, parseAnalyticsRange, presetOf, presetRange } from './analytics-query.ts';

const NOW = Date.parse('2026-11-23T15:00:00Z');

describe('analytics numbers', () => {
  it('writes counts, rates and durations', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatRate(0.41666)).toBe('41.7%');
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(65)).toBe('1m 05s');
  });
  it('compares with the previous period', () => {
    expect(changeOf(112, 100)).toEqual({ direction: 'up', text: '+12%' });
    expect(changeOf(92, 100)).toEqual({ direction: 'down', text: '−8%' });
    expect(changeOf(5, 0)).toEqual({ direction: 'new', text: '' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', text: '0%' });
    expect(pointsChange(0.42, 0.4)).toEqual({ direction: 'up', text: '+2.0 pts' });
  });
});

describe('analytics range in the URL', () => {
  it('reads a valid range, else the last 30 days', () => {
    expect(parseAnalyticsRange(new URLSearchParams('from=2026-11-01&to=2026-11-10'), NOW)).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(parseAnalyticsRange(new URLSearchParams('from=2026-02-30&to=2026-03-10'), NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(parseAnalyticsRange(new URLSearchParams('from=2026-11-10&to=2026-11-01'), NOW)).toEqual(presetRange(30, NOW));
  });
  it('knows its presets and builds the page and API paths', () => {
    expect(presetOf(presetRange(7, NOW), NOW)).toBe(7);
    expect(presetOf({ from: '2026-11-01', to: '2026-11-10' }, NOW)).toBeNull();
    expect(analyticsSearch({ from: '2026-11-01', to: '2026-11-10' })).toBe('?from=2026-11-01&to=2026-11-10');
    expect(analyticsApiPath('top', { from: '2026-11-01', to: '2026-11-10' }, { dimension: 'page', format: 'csv' })).toBe('/api/owner/analytics/top?from=2026-11-01&to=2026-11-10&dimension=page&format=csv');
  });
});
