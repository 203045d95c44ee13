/**
 * Gift cards (storefront.md §4, §5, §8): codes, redemption and the two
 * gift-card texts of the message catalogue.
 *
 * A code is 16 characters from a 32-character alphabet without look-alikes
 * (no 0/O, 1/I), grouped 'XXXX-XXXX-XXXX-XXXX': 80 random bits. 32 is a power
 * of two, so a random byte masked to 5 bits picks a character without bias.
 */
import { MESSAGES } from './messages.ts';
import { requireMinorUnits } from './minor-units.ts';

/** Digits 2-9 and A-Z without I and O. */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Characters in a code, without the dashes. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** The gift-card texts, reused from the one catalogue (messages.ts). */
export const GIFT_CARD_MESSAGES = {
  /** Add to cart without a denomination (storefront.md §5). */
  selectDenomination: MESSAGES.addToCart.giftCardDenomination,
  /** Alert title when buying a gift card fails (storefront.md §8). */
  unableToPurchase: MESSAGES.alertTitle.purchaseGiftCard,
} as const;

const CANONICAL = /^[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}$/;

/** Fills a byte array with crypto-strength random values (Web Crypto). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const webCrypto: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** 'ABCDEFGHJKLMNPQR' → 'ABCD-EFGH-JKLM-NPQR'. */
function group(chars: string): string {
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * A new random gift-card code.
 * @param randomBytes the random source; default Web Crypto `getRandomValues`
 * @example generateGiftCardCode() // e.g. 'K7QM-2WXD-9HTN-C4RB'
 */
export function generateGiftCardCode(randomBytes: RandomBytes = webCrypto): string {
  const bytes = randomBytes(new Uint8Array(GIFT_CARD_CODE_LENGTH));
  let chars = '';
  for (const byte of bytes) chars += GIFT_CARD_ALPHABET[byte & 31];
  return group(chars);
}

/**
 * The canonical form of a code as a visitor typed it (any case, spaces,
 * dashes), or null when it cannot be a code.
 * @example normalizeGiftCardCode(' k7qm 2wxd-9htn c4rb ') // 'K7QM-2WXD-9HTN-C4RB'
 * @example normalizeGiftCardCode('K7QM-2WXD') // null
 */
export function normalizeGiftCardCode(input: string): string | null {
  const chars = input.replace(/[\s-]+/g, '').toUpperCase();
  if (chars.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const char of chars) if (!GIFT_CARD_ALPHABET.includes(char)) return null;
  return group(chars);
}

/**
 * Tells whether a string is a code in canonical form (as stored), exactly.
 * @example isGiftCardCodeFormat('K7QM-2WXD-9HTN-C4RB') // true
 * @example isGiftCardCodeFormat('k7qm-2wxd-9htn-c4rb') // false (normalize it first)
 */
export function isGiftCardCodeFormat(code: string): boolean {
  return CANONICAL.test(code);
}

export interface GiftCardRedemption {
  /** What the card pays: the smaller of its balance and the amount due. */
  appliedCents: number;
  remainingBalanceCents: number;
  /** What is still to pay by other means. */
  remainingDueCents: number;
}

/**
 * Pays as much of an amount as a card's balance allows.
 * @throws RangeError on a negative or fractional amount
 * @example redeemGiftCard({ balanceCents: 5000, amountDueCents: 3200 })
 * // { appliedCents: 3200, remainingBalanceCents: 1800, remainingDueCents: 0 }
 */
export function redeemGiftCard({ balanceCents, amountDueCents }: { balanceCents: number; amountDueCents: number }): GiftCardRedemption {
  const appliedCents = Math.min(requireMinorUnits(balanceCents, 'balanceCents'), requireMinorUnits(amountDueCents, 'amountDueCents'));
  return { appliedCents, remainingBalanceCents: balanceCents - appliedCents, remainingDueCents: amountDueCents - appliedCents };
}
