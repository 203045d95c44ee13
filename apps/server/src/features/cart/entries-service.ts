import type { Kysely, Transaction } from 'kysely';
import { canonicalJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { lockOpenAccountCart } from './account-carts-repository.ts';
import { refuseEntryAnswers } from './entry-answers.ts';
import {
  deleteEntry,
  findEntryWithStock,
  findVariantStock,
  insertEntry,
  listVariantEntries,
  lockOpenCart,
  lockOpenCartByToken,
  setEntryQuantity,
  variantQuantityInCart,
} from './entries-repository.ts';
import type { AddEntryInput, CartFailure, CartFailureReason, CartRef, CartWriteResult } from './cart-types.ts';
import {
  BAD_ADDITIONAL_FIELDS,
  CART_NOT_FOUND,
  ENTRY_NOT_FOUND,
  ITEM_NOT_FOUND,
  NOT_ENOUGH_STOCK_MESSAGE,
  QUANTITY_NOT_WHOLE,
  VARIANT_UNAVAILABLE,
} from './messages.ts';

/*
 * The rules of a cart's entries (storefront.md §5, §7): a quantity is a whole number; the answers to
 * a product's form are a JSON object that passes the form's checks (entry-answers.ts), compared in
 * canonical form; an add merges with the entry of
 * the same variant and answers; the variant's total in the cart never exceeds its stock (unless
 * unlimited). Each write locks the open cart row first, so concurrent writes to one cart are checked
 * one after the other. Results are unions (see CartWriteResult); cart-service.ts turns a refusal
 * into an AppError for the routes.
 */

const FAILURE_MESSAGES: Readonly<Record<CartFailureReason, string>> = {
  'cart-not-found': CART_NOT_FOUND,
  'item-not-found': ITEM_NOT_FOUND,
  'variant-not-found': VARIANT_UNAVAILABLE,
  'entry-not-found': ENTRY_NOT_FOUND,
  'insufficient-stock': NOT_ENOUGH_STOCK_MESSAGE,
  'invalid-quantity': QUANTITY_NOT_WHOLE,
  'invalid-additional-fields': BAD_ADDITIONAL_FIELDS,
};

/** A refusal with its message. */
export function cartFailure(reason: CartFailureReason): CartFailure {
  return { ok: false, reason, message: FAILURE_MESSAGES[reason] };
}

const fail = cartFailure;

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

function validQuantity(quantity: number, min: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= min;
}

/**
 * Adds a variant to a cart, merging with the entry of the same item, variant and answers. Refused when
 * the item or sku is unknown on this site, or the variant's total in the cart would exceed its stock
 * (unless unlimited). One transaction.
 */
export async function addEntry(
  db: Kysely<Schema>,
  websiteId: string,
  cartId: string,
  input: AddEntryInput,
  now = Date.now(),
): Promise<CartWriteResult> {
  if (!validQuantity(input.quantity, 1)) return fail('invalid-quantity');
  const additionalFields = canonicalAdditionalFields(input.additionalFields);
  if (additionalFields === null) return fail('invalid-additional-fields');

  return db.transaction().execute(async (tx): Promise<CartWriteResult> => {
    if (!(await lockOpenCart(tx, websiteId, cartId, now))) return fail('cart-not-found');
    return addLocked(tx, websiteId, cartId, input, additionalFields, now);
  });
}

/**
 * {@link addEntry} to the open cart a token names on this site, found and locked by the same
 * statement (the add path reads the cart once). The answer carries the locked cart row; a token
 * that names no open guest cart of the site (unknown, other site, purchased, an account's) gives 'cart-not-found'
 * without a cart, and the caller opens one. Runs inside the caller's transaction when given one.
 */
export async function addEntryByToken(
  db: Kysely<Schema>,
  websiteId: string,
  token: string,
  input: AddEntryInput,
  now = Date.now(),
): Promise<{ cart: CartRef | null; result: CartWriteResult }> {
  return addToLockedCart(db, websiteId, (tx) => lockOpenCartByToken(tx, websiteId, token, now), input, now);
}

/**
 * {@link addEntryByToken} for a signed-in customer: adds to the account's open cart, found and locked
 * by its owner. Without one it gives 'cart-not-found' without a cart, and the caller opens one.
 */
export async function addEntryToAccountCart(
  db: Kysely<Schema>,
  websiteId: string,
  siteUserId: string,
  input: AddEntryInput,
  now = Date.now(),
): Promise<{ cart: CartRef | null; result: CartWriteResult }> {
  return addToLockedCart(db, websiteId, (tx) => lockOpenAccountCart(tx, websiteId, siteUserId, now), input, now);
}

/**
 * Checks the input (nothing locked for a bad one), locks the open cart `lock` finds, then adds; in
 * the caller's transaction when given one.
 */
async function addToLockedCart(
  db: Kysely<Schema>,
  websiteId: string,
  lock: (tx: Transaction<Schema>) => Promise<CartRef | null>,
  input: AddEntryInput,
  now: number,
): Promise<{ cart: CartRef | null; result: CartWriteResult }> {
  if (!validQuantity(input.quantity, 1)) return { cart: null, result: fail('invalid-quantity') };
  const additionalFields = canonicalAdditionalFields(input.additionalFields);
  if (additionalFields === null) return { cart: null, result: fail('invalid-additional-fields') };
  return inTransaction(db, async (tx) => {
    const cart = await lock(tx);
    if (!cart) return { cart: null, result: fail('cart-not-found') };
    return { cart, result: await addLocked(tx, websiteId, cart.id, input, additionalFields, now) };
  });
}

/** The body of an add, once the open cart is locked: the stock rule, then merge or insert. */
async function addLocked(
  tx: Transaction<Schema>,
  websiteId: string,
  cartId: string,
  input: AddEntryInput,
  additionalFields: string,
  now: number,
): Promise<CartWriteResult> {
  const found = await findVariantStock(tx, websiteId, input.itemId, input.sku);
  if (!found) return fail('item-not-found');
  if (found.variantId === null) return fail('variant-not-found');
  const refused = await refuseEntryAnswers(tx, websiteId, found.formId, input.additionalFields);
  if (refused) return refused;

  // One read serves both the stock check (all entries of the variant) and the merge (same answers).
  const entries = await listVariantEntries(tx, cartId, found.variantId);
  const inCart = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  if (!found.unlimited && inCart + input.quantity > found.qtyInStock) return fail('insufficient-stock');

  const existing = entries.find((entry) => entry.additionalFields === additionalFields);
  if (existing) {
    const quantity = existing.quantity + input.quantity;
    await setEntryQuantity(tx, existing.id, quantity);
    return { ok: true, entryId: existing.id, quantity };
  }
  const entryId = await insertEntry(tx, { websiteId, cartId, itemId: input.itemId, variantId: found.variantId, quantity: input.quantity, additionalFields, now });
  return { ok: true, entryId, quantity: input.quantity };
}

/** Sets an entry's quantity (0 removes it), under the same stock rule as {@link addEntry}. */
export async function updateEntryQuantity(
  db: Kysely<Schema>,
  websiteId: string,
  cartId: string,
  entryId: string,
  quantity: number,
  now = Date.now(),
): Promise<CartWriteResult> {
  if (!validQuantity(quantity, 0)) return fail('invalid-quantity');
  return db.transaction().execute(async (tx): Promise<CartWriteResult> => {
    if (!(await lockOpenCart(tx, websiteId, cartId, now))) return fail('cart-not-found');
    const entry = await findEntryWithStock(tx, websiteId, cartId, entryId);
    if (!entry) return fail('entry-not-found');
    if (quantity === 0) {
      await deleteEntry(tx, websiteId, cartId, entryId);
      return { ok: true, entryId, quantity: 0 };
    }
    const others = await variantQuantityInCart(tx, cartId, entry.variantId, entryId);
    if (!entry.unlimited && others + quantity > entry.qtyInStock) return fail('insufficient-stock');
    await setEntryQuantity(tx, entryId, quantity);
    return { ok: true, entryId, quantity };
  });
}

/** Removes an entry; false when the cart or entry is not there (or not on this site). */
export async function removeEntry(
  db: Kysely<Schema>,
  websiteId: string,
  cartId: string,
  entryId: string,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await lockOpenCart(tx, websiteId, cartId, now))) return false;
    return deleteEntry(tx, websiteId, cartId, entryId);
  });
}
