/*
 * The cart shapes the repository returns (the contract with @plinth/commerce `buildShoppingCart`)
 * and the typed refusals of the entry writes.
 */

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

/** A refused cart write; `message` is the visitor's. */
export interface CartFailure {
  ok: false;
  reason: CartFailureReason;
  message: string;
}

/**
 * Result of an entry write. A union rather than a throw: checkout's gift-card and subscription
 * purchases branch on it to drop the cart they just opened.
 */
export type CartWriteResult = { ok: true; entryId: string; quantity: number } | CartFailure;

/** Input of an add. */
export interface AddEntryInput {
  itemId: string;
  sku: string;
  quantity: number;
  /** The answers to the product's form: a JSON string (as the API sends it), an object, or nothing. */
  additionalFields?: string | Record<string, unknown> | null;
}

/** The site a cart call acts on: its id, and its currency for a cart that names none. */
export interface CartSite {
  id: string;
  currency: string;
}

/**
 * Whose cart a call acts on: a signed-in customer's (the account's open cart; the token is not
 * used), or a guest's (the cart the cookie's token names, never an account's cart).
 */
export type CartHolder = { siteUserId: string; token: undefined } | { siteUserId: null; token: string | undefined };
