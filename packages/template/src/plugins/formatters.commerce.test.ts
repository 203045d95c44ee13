import { describe, expect, it } from 'vitest';
import { subscriptionText } from './subscription.ts';

describe('subscriptionText (platform.md §9 forms)', () => {
  const cases: [string, number, number, string][] = [
    ['WEEK', 1, 0, 'P every week'],
    ['MONTH', 1, 0, 'P every month'],
    ['YEAR', 1, 0, 'P every year'],
    ['WEEK', 2, 0, 'P every 2 weeks'],
    ['MONTH', 3, 0, 'P every 3 months'],
    ['YEAR', 2, 0, 'P every 2 years'],
    ['WEEK', 1, 3, 'P every week for 3 weeks'],
    ['WEEK', 1, 1, 'P every week for 1 week'],
    ['WEEK', 1, 52, 'P every week for 1 year'],
    ['WEEK', 2, 52, 'P every 2 weeks for 2 years'],
    ['MONTH', 3, 3, 'P every 3 months for 9 months'],
    ['MONTH', 1, 12, 'P every month for 1 year'],
    ['MONTH', 6, 4, 'P every 6 months for 2 years'],
    ['YEAR', 1, 3, 'P every year for 3 years'],
    ['DAY', 1, 3, 'Unavailable'],
    ['MONTH', 0, 3, 'Unavailable'],
  ];
  for (const [unit, value, cycles, text] of cases) {
    it(`${value} ${unit} × ${cycles}`, () => expect(subscriptionText('P', { billingPeriod: { value, unit }, numBillingCycles: cycles })).toBe(text));
  }
  it('no plan', () => expect(subscriptionText('P', undefined)).toBe('Unavailable'));
});
