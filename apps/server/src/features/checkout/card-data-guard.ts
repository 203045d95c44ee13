import { luhnValid } from '@plinth/commerce';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

/*
 * Card data never reaches the checkout API (PCI DSS: the card goes from the browser to the payment
 * provider, which answers a token). A pay body that carries any — a card object, a number or
 * security-code field, or a string that is a card number — is refused with 400 before it is parsed,
 * so an outdated client learns why rather than being told a paymentMethodId is missing.
 */

/** Field names that only card data has. */
const CARD_FIELDS = new Set(['card', 'number', 'cardnumber', 'card_number', 'pan', 'cvc', 'cvv', 'cvc2', 'expiry', 'exp_month', 'exp_year']);
/** Fields of the pay bodies that are ours: refused only when they are wholly a card number (a key may hold digit groups). */
const OWN_FIELDS = new Set(['idempotencyKey', 'paymentMethodId', 'intentId']);
/**
 * 13 to 19 digits, maybe grouped by single spaces or dashes, as card numbers are written, standing
 * on their own: not glued to letters or to an address's '@', '.', '+' or '-' (`friend-1733600000000@example.com`
 * is an e-mail address whose digits happen to pass the Luhn check, not a card).
 */
const DIGIT_RUN = /(?<![\w@.+-])\d(?:[ -]?\d){12,18}(?![\w@])/g;
/** An e-mail address: a buyer's or a gift card recipient's, never a card. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Whether a text holds a card number (a run of 13–19 digits on its own that passes the Luhn check). */
export function holdsCardNumber(text: string): boolean {
  if (EMAIL.test(text.trim())) return false;
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
  }
  return false;
}

/** Whether a parsed JSON body carries card data anywhere (bounded depth: bodies are small). */
export function carriesCardData(value: unknown, depth = 0): boolean {
  if (depth > 6) return false;
  if (typeof value === 'string') return holdsCardNumber(value);
  if (Array.isArray(value)) return value.some((item) => carriesCardData(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => {
      if (CARD_FIELDS.has(key.toLowerCase())) return true;
      if (OWN_FIELDS.has(key)) return typeof item === 'string' && /^[\d\s-]+$/.test(item) && holdsCardNumber(item);
      return carriesCardData(item, depth + 1);
    });
  }
  return false;
}

/** A pre-handler of the pay routes: 400 for a body with card data. */
export async function refuseCardData(request: FastifyRequest): Promise<void> {
  if (carriesCardData(request.body)) throw new AppError('INVALID', M.cardDataRefused);
}
