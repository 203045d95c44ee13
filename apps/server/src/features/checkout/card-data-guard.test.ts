import { describe, expect, it } from 'vitest';
import { carriesCardData, holdsCardNumber } from './card-data-guard.ts';

describe('the card-data guard of the pay routes', () => {
  it('finds a card number written as people write them, in any field', () => {
    for (const text of ['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', 'my card: 4242 4242 4242 4242.', '(4000002760003184)']) expect(holdsCardNumber(text), text).toBe(true);
    expect(carriesCardData({ idempotencyKey: 'k', paymentMethodId: 'pm_1', message: 'Card 4242 4242 4242 4242 exp 12/34' })).toBe(true);
    expect(carriesCardData({ idempotencyKey: 'k', card: { brand: 'visa' } })).toBe(true);
  });

  it('leaves e-mail addresses and other digits alone, even when their digits pass the Luhn check', () => {
    // 1733600000009 passes the Luhn check: as a gift card recipient made of Date.now() it was refused as a card.
    expect(holdsCardNumber('1733600000009')).toBe(true);
    for (const text of ['friend-1733600000009@example.com', 'ada1733600000009@example.com', 'order-1733600000009', 'SKU1733600000009', '17336000000090000000000']) expect(holdsCardNumber(text), text).toBe(false);
    expect(carriesCardData({ idempotencyKey: 'k', paymentMethodId: 'pm_1', recipientEmail: 'friend-1733600000009@example.com', email: 'ada@example.com' })).toBe(false);
  });
});
