/**
 * The test payment provider's card rules (ARCHITECTURE: payments default to a
 * test provider with success and decline card numbers). Pure: the server runs
 * them when "charging", the checkout island to show errors early.
 *
 * In test mode only the success card is charged (and the 3-D Secure card, after
 * its challenge); the decline card and every other well-formed number are
 * declined, so a real card never looks charged.
 */

/** Charged successfully. */
export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';
/** Well-formed, always declined. */
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
/** Charged once the buyer completes a 3-D Secure challenge (Stripe's number for it). */
export const TEST_CARD_3DS = '4000 0027 6000 3184';

/** Card errors, in the wording of the common payment providers. */
export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  /** Not in the brief's list: an expiry that is not a month/year at all. */
  incorrectExpiry: "Your card's expiration date is incorrect.",
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  declined: 'Your card was declined.',
} as const;

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardResult =
  | { ok: true; last4: string; requiresAuthentication?: true }
  | { ok: false; field: CardField | null; code: keyof typeof CARD_MESSAGES; message: string };

/** The digits of a card number typed with spaces or dashes; null for anything else. */
function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]+/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/**
 * The Luhn (mod 10) checksum over a string of digits.
 * @example luhnValid('4242424242424242') // true
 * @example luhnValid('4242424242424241') // false
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Reads 'MM/YY' (spaces around the slash allowed) as a month and a 4-digit
 * year (20YY), or null.
 * @example parseCardExpiry('04 / 29') // { month: 4, year: 2029 }
 */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/**
 * A card works through the last day of its expiry month (UTC).
 * @param now epoch milliseconds
 * @example isCardExpired({ month: 1, year: 2026 }, Date.UTC(2026, 0, 31, 23)) // false
 */
export function isCardExpired(expiry: { month: number; year: number }, now: number): boolean {
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

const fail = (field: CardField | null, code: keyof typeof CARD_MESSAGES): CardResult => ({
  ok: false, field, code, message: CARD_MESSAGES[code],
});

/**
 * Checks a card as the test provider does, in order: the number (12-19 digits,
 * spaces and dashes ignored, Luhn), the expiry (MM/YY, not before this month),
 * the security code (3 or 4 digits), then the outcome (the success card is
 * charged, the 3-D Secure card once the buyer authenticates, every other is declined).
 * @param card.now epoch milliseconds
 * @example validateCard({ number: TEST_CARD_SUCCESS, expiry: '12/34', cvc: '123', now: Date.now() }) // { ok: true, last4: '4242' }
 * @example validateCard({ number: TEST_CARD_DECLINED, expiry: '12/34', cvc: '123', now }).message // 'Your card was declined.'
 */
export function validateCard(card: { number: string; expiry: string; cvc: string; now: number }): CardResult {
  const digits = cardDigits(card.number);
  if (digits === null || !luhnValid(digits)) return fail('number', 'incorrectNumber');
  const expiry = parseCardExpiry(card.expiry);
  if (expiry === null) return fail('expiry', 'incorrectExpiry');
  if (isCardExpired(expiry, card.now)) return fail('expiry', 'expired');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return fail('cvc', 'incorrectCvc');
  if (digits === TEST_CARD_3DS.replace(/ /g, '')) return { ok: true, last4: digits.slice(-4), requiresAuthentication: true };
  if (digits !== TEST_CARD_SUCCESS.replace(/ /g, '')) return fail(null, 'declined');
  return { ok: true, last4: digits.slice(-4) };
}
