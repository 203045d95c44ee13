import { MESSAGES } from '@plinth/commerce';
import { FORM_MESSAGES } from '@plinth/forms';
import { canonicalJson } from '../../infra/database/json.ts';

/*
 * The cart shapes the repository returns (the contract with @plinth/commerce `buildShoppingCart`), its
 * typed refusals, and the canonical form of additional-field answers.
 */

/** The stock refusal shown to the visitor (storefront.md §5). */
export const NOT_ENOUGH_STOCK_MESSAGE: string = MESSAGES.addToCart.notEnoughStock;

/** A cart and its lines as `buildShoppingCart` takes them (the contract lives in @plinth/commerce). */
export type { CartEntryInput, CartInput } from '@plinth/commerce';

/** A cart row without entries. */
export interface CartRef {
  id: string;
  websiteId: string;
  token: string;
  currency: string;
  isPurchased: boolean;
  orderId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** Why a cart write was refused. */
export type CartFailureReason =
  | 'cart-not-found'
  | 'item-not-found'
  | 'variant-not-found'
  | 'entry-not-found'
  | 'insufficient-stock'
  | 'invalid-quantity'
  | 'invalid-additional-fields';

/** A refused cart write; `message` is visitor-facing for 'insufficient-stock'. */
export interface CartFailure {
  ok: false;
  reason: CartFailureReason;
  message: string;
}

/** Result of {@link addEntry} and {@link updateEntryQuantity}. */
export type CartWriteResult = { ok: true; entryId: string; quantity: number } | CartFailure;

const FAILURE_MESSAGES: Readonly<Record<CartFailureReason, string>> = {
  'cart-not-found': 'Cart not found.',
  'item-not-found': 'Item not found.',
  'variant-not-found': MESSAGES.addToCart.variantUnavailable,
  'entry-not-found': 'Cart entry not found.',
  'insufficient-stock': NOT_ENOUGH_STOCK_MESSAGE,
  'invalid-quantity': MESSAGES.addToCart.quantityNotWhole,
  'invalid-additional-fields': FORM_MESSAGES.parseError,
};

/** A refusal with its message. */
export function cartFailure(reason: CartFailureReason): CartFailure {
  return { ok: false, reason, message: FAILURE_MESSAGES[reason] };
}

/** Input of {@link addEntry}. */
export interface AddEntryInput {
  itemId: string;
  sku: string;
  quantity: number;
  /** The answers to the product's form: a JSON string (as the API sends it), an object, or nothing. */
  additionalFields?: string | Record<string, unknown> | null;
}

/** Canonical text of the answers ('' for none), or null when the string is not a JSON object. */
export function canonicalAdditionalFields(value: AddEntryInput['additionalFields']): string | null {
  if (value === undefined || value === null) return '';
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return '';
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (parsed === null) return '';
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return Object.keys(parsed).length === 0 ? '' : canonicalJson(parsed);
}

