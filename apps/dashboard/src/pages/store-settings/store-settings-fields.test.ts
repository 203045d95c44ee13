import { describe, expect, it } from 'vitest';
import { minorUnits, moneyText, problemOfMessage } from './store-settings-fields.ts';

describe('store settings fields', () => {
  it('puts a server refusal beside the field it names, without the property path', () => {
    expect(problemOfMessage('timeZone: Time zone must be a time zone such as America/New_York.')).toEqual({ field: 'timeZone', text: 'Time zone must be a time zone such as America/New_York.' });
    expect(problemOfMessage('minimumSubtotalCents: Minimum subtotal must be a whole number of cents.')).toEqual({ field: 'minimumSubtotalCents', text: 'Minimum subtotal must be a whole number of cents.' });
    expect(problemOfMessage('merchandising.scarcityThreshold: Scarcity threshold must be at least 1.; storeName: x')).toEqual({ field: 'scarcityThreshold', text: 'Scarcity threshold must be at least 1.' });
    expect(problemOfMessage('Currency must be one of EUR, USD.').field).toBe('currency');
    expect(problemOfMessage('The store already has orders: past orders keep the currency they were placed in.').field).toBe('currency');
    expect(problemOfMessage('Something went wrong.')).toEqual({ field: null, text: 'Something went wrong.' });
  });

  it("reads and writes amounts with the currency's decimals", () => {
    expect(moneyText(500, 'USD')).toBe('5.00');
    expect(moneyText(500, 'JPY')).toBe('500');
    expect(minorUnits('12.5', 'EUR')).toBe(1250);
    expect(minorUnits('12,50', 'EUR')).toBe(1250);
    expect(minorUnits('', 'EUR')).toBe(0);
    expect(minorUnits('500', 'JPY')).toBe(500);
    expect(minorUnits('5.5', 'JPY')).toBeNaN();
    expect(minorUnits('-1', 'USD')).toBeNaN();
    expect(minorUnits('1.234', 'USD')).toBeNaN();
  });
});
