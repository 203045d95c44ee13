import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  TEST_CARD_3DS,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
  validateCard,
} from './card-test-numbers.ts';

const NOW = Date.UTC(2026, 5, 15); // June 2026
const card = (overrides: Partial<Parameters<typeof validateCard>[0]> = {}) =>
  validateCard({ number: TEST_CARD_SUCCESS, expiry: '12/30', cvc: '123', now: NOW, ...overrides });

describe('test card numbers', () => {
  it('pins the numbers and messages', () => {
    expect(TEST_CARD_SUCCESS).toBe('4242 4242 4242 4242');
    expect(TEST_CARD_DECLINED).toBe('4000 0000 0000 0002');
    expect(CARD_MESSAGES).toEqual({
      incorrectNumber: 'Your card number is incorrect.',
      incorrectExpiry: "Your card's expiration date is incorrect.",
      expired: 'Your card has expired.',
      incorrectCvc: "Your card's security code is incorrect.",
      declined: 'Your card was declined.',
    });
  });

  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('reads MM/YY and expires after the last day of the month (UTC)', () => {
    expect(parseCardExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('00/29')).toBeNull();
    expect(parseCardExpiry('4/29')).toBeNull();
    expect(parseCardExpiry('04/2029')).toBeNull();
    expect(isCardExpired({ month: 6, year: 2026 }, Date.UTC(2026, 5, 30, 23, 59))).toBe(false);
    expect(isCardExpired({ month: 6, year: 2026 }, Date.UTC(2026, 6, 1))).toBe(true);
    expect(isCardExpired({ month: 12, year: 2025 }, Date.UTC(2026, 0, 1))).toBe(true);
  });
});

describe('validateCard', () => {
  it('charges the success card, spaces or dashes or none', () => {
    expect(card()).toEqual({ ok: true, last4: '4242' });
    expect(card({ number: '4242-4242-4242-4242', cvc: '1234' })).toEqual({ ok: true, last4: '4242' });
    expect(card({ number: '4242424242424242', expiry: '06/26' }).ok).toBe(true);
  });

  it('charges the 3-D Secure card after its challenge', () => {
    expect(TEST_CARD_3DS).toBe('4000 0027 6000 3184');
    expect(card({ number: TEST_CARD_3DS })).toEqual({ ok: true, last4: '3184', requiresAuthentication: true });
  });

  it('declines the decline card and any other valid number', () => {
    expect(card({ number: TEST_CARD_DECLINED })).toEqual({ ok: false, field: null, code: 'declined', message: 'Your card was declined.' });
    expect(card({ number: '5555 5555 5555 4444' })).toMatchObject({ code: 'declined' });
  });

  it('reports the number, expiry and security code in that order', () => {
    expect(card({ number: '4242 4242 4242 4241', expiry: 'xx', cvc: '' })).toEqual({
      ok: false, field: 'number', code: 'incorrectNumber', message: 'Your card number is incorrect.',
    });
    expect(card({ number: '4242' })).toMatchObject({ field: 'number' });
    expect(card({ expiry: '05/26', cvc: '' })).toEqual({ ok: false, field: 'expiry', code: 'expired', message: 'Your card has expired.' });
    expect(card({ expiry: '5/26' })).toMatchObject({ field: 'expiry', code: 'incorrectExpiry' });
    expect(card({ cvc: '12' })).toEqual({ ok: false, field: 'cvc', code: 'incorrectCvc', message: "Your card's security code is incorrect." });
    expect(card({ cvc: '12345' })).toMatchObject({ code: 'incorrectCvc' });
    expect(card({ cvc: '12a' })).toMatchObject({ code: 'incorrectCvc' });
  });
});
