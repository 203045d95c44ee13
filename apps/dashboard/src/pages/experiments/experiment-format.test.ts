import { describe, expect, it } from 'vitest';
import { interval, percent, points, pValue, revenue, statusLabel } from './experiment-format.ts';

describe('experiment figures', () => {
  it('writes rates, differences and intervals', () => {
    expect(percent(0.1234)).toBe('12.34%');
    expect(points(0.031)).toBe('+3.10 pts');
    expect(points(-0.004)).toBe('−0.40 pts');
    expect(interval(-0.004, 0.062)).toBe('−0.40 to +6.20 pts');
  });
  it('writes revenue in the currency, and p-values', () => {
    expect(revenue(12345, 'USD')).toBe('$123.45');
    expect(revenue(1500, 'JPY')).toBe('¥1,500');
    expect(pValue(0.0004)).toBe('p < 0.001');
    expect(pValue(0.25)).toBe('p = 0.250');
  });
  it('names website statuses', () => {
    expect(statusLabel('INTERNAL')).toBe('Internal');
    expect(statusLabel('PAST_DUE')).toBe('Past due');
    expect(statusLabel('RESOLD_GRACE_PERIOD')).toBe('Resold grace period');
  });
});
