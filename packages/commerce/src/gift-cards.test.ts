import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_MESSAGES,
  generateGiftCardCode,
  isGiftCardCodeFormat,
  normalizeGiftCardCode,
  redeemGiftCard,
} from './gift-cards.ts';

describe('gift-card codes', () => {
  it('uses 32 characters without look-alikes', () => {
    expect(GIFT_CARD_ALPHABET).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[01IO]/);
    expect(GIFT_CARD_CODE_LENGTH).toBe(16);
  });

  it('generates grouped random codes with Web Crypto', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGiftCardCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(isGiftCardCodeFormat(code)).toBe(true);
  });

  it('maps each random byte to the alphabet by its low 5 bits', () => {
    const bytes = (buffer: Uint8Array) => buffer.map((_, i) => i * 2 + 32); // low 5 bits: 0, 2, 4, …
    expect(generateGiftCardCode(bytes)).toBe('2468-ACEG-JLNQ-SUWY');
  });

  it('normalizes typed codes, or gives null', () => {
    expect(normalizeGiftCardCode(' k7qm 2wxd-9htn c4rb ')).toBe('K7QM-2WXD-9HTN-C4RB');
    expect(normalizeGiftCardCode('K7QM2WXD9HTNC4RB')).toBe('K7QM-2WXD-9HTN-C4RB');
    expect(normalizeGiftCardCode('K7QM-2WXD')).toBeNull();
    expect(normalizeGiftCardCode('K7QM-2WXD-9HTN-C4R0')).toBeNull(); // 0 is not in the alphabet
    expect(normalizeGiftCardCode('K7QM.2WXD.9HTN.C4RB')).toBeNull();
  });

  it('checks the canonical format exactly', () => {
    expect(isGiftCardCodeFormat('K7QM-2WXD-9HTN-C4RB')).toBe(true);
    expect(isGiftCardCodeFormat('k7qm-2wxd-9htn-c4rb')).toBe(false);
    expect(isGiftCardCodeFormat('K7QM2WXD9HTNC4RB')).toBe(false);
    expect(isGiftCardCodeFormat('K7QM-2WXD-9HTN-C4RI')).toBe(false);
    expect(isGiftCardCodeFormat('K7QM-2WXD-9HTN-C4RB-')).toBe(false);
  });
});

describe('redeemGiftCard', () => {
  it('pays the smaller of balance and amount due', () => {
    expect(redeemGiftCard({ balanceCents: 5000, amountDueCents: 3200 })).toEqual({ appliedCents: 3200, remainingBalanceCents: 1800, remainingDueCents: 0 });
    expect(redeemGiftCard({ balanceCents: 2000, amountDueCents: 3200 })).toEqual({ appliedCents: 2000, remainingBalanceCents: 0, remainingDueCents: 1200 });
    expect(redeemGiftCard({ balanceCents: 0, amountDueCents: 0 })).toEqual({ appliedCents: 0, remainingBalanceCents: 0, remainingDueCents: 0 });
  });

  it('throws on bad amounts', () => {
    expect(() => redeemGiftCard({ balanceCents: -1, amountDueCents: 10 })).toThrow(RangeError);
    expect(() => redeemGiftCard({ balanceCents: 10, amountDueCents: 0.5 })).toThrow(RangeError);
  });
});

describe('GIFT_CARD_MESSAGES', () => {
  it('reuses the catalogue texts', () => {
    expect(GIFT_CARD_MESSAGES).toEqual({
      selectDenomination: 'Select a denomination for the Gift Card',
      unableToPurchase: 'Unable to purchase Gift Card',
    });
  });
});
