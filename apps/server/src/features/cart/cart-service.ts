import { buildShoppingCart, isSupportedCurrency, type CartEntry, type ShoppingCart } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError, retryAfterSeconds, type AppErrorCode } from '../../infra/errors/app-error.ts';
import type { RateLimitResult } from '../../infra/rate-limit/rate-limit-repository.ts';
import { findCartByToken, loadCartInputOf, openCartForVisitor } from './carts-repository.ts';
import type { AddEntryInput, CartFailure, CartFailureReason, CartInput, CartRef, CartSite } from './cart-types.ts';
import { addEntry, addEntryByToken, removeEntry, updateEntryQuantity } from './entries-service.ts';
import { CART_NOT_FOUND, ENTRY_NOT_FOUND, TRY_AGAIN_SOON } from './messages.ts';

/*
 * The shopping cart of storefront.md §7 as the routes use it: read the visitor's cart, add, change
 * and remove entries, each answering the cart JSON of storefront.md §3. Refusals are AppErrors.
 */

/** The error code of each refused entry write. */
const FAILURE_CODE: Readonly<Record<CartFailureReason, AppErrorCode>> = {
  'cart-not-found': 'NOT_FOUND',
  'item-not-found': 'NOT_FOUND',
  'variant-not-found': 'NOT_FOUND',
  'entry-not-found': 'NOT_FOUND',
  'insufficient-stock': 'CONFLICT',
  'invalid-quantity': 'INVALID',
  'invalid-additional-fields': 'INVALID',
};

/** A refused entry write as the error the visitor reads. */
function refusal(failure: CartFailure): AppError {
  return new AppError(FAILURE_CODE[failure.reason], failure.message);
}

/** Past the visitor's add-to-cart limit: the answer says when to try again. */
export class AddLimitReached extends AppError {
  constructor(result: RateLimitResult) {
    super('RATE_LIMITED', TRY_AGAIN_SOON, undefined, { retryAfterSeconds: retryAfterSeconds(result.retryAfterMs) });
  }
}

/** Counts one add against the visitor's limit in `db` (a transaction, or the database). */
export type CountAdd = (db: Kysely<Schema>) => Promise<RateLimitResult>;

/** The cart JSON of a cart's input, or the empty cart of a visitor without one (in the site currency). */
export function cartJson(site: CartSite, input: CartInput | null): ShoppingCart {
  const currency = isSupportedCurrency(site.currency) ? site.currency : 'USD';
  return buildShoppingCart(
    input
      ? { ...input, currency: isSupportedCurrency(input.currency) ? input.currency : currency }
      : { id: '', websiteId: site.id, orderId: null, created: 0, isPurchased: false, currency, entries: [] },
  );
}

/** The visitor's cart JSON (empty when the token names no cart of the site). */
export async function readCart(db: Kysely<Schema>, site: CartSite, token: string | undefined): Promise<ShoppingCart> {
  const cart = token ? await findCartByToken(db, site.id, token) : null;
  // The cart row was read by this call already: only its entries are read again.
  return cartJson(site, cart ? await loadCartInputOf(db, cart) : null);
}

/**
 * Counts an add that never got as far as the cart (a malformed body): every call counts.
 * @throws AddLimitReached past the limit
 */
export async function countAddAttempt(db: Kysely<Schema>, countAdd: CountAdd): Promise<void> {
  const limit = await countAdd(db);
  if (!limit.allowed) throw new AddLimitReached(limit);
}

/** Input of {@link addToCart}. */
export interface AddToCart {
  site: CartSite;
  /** The cart cookie's token, when the visitor has one. */
  token: string | undefined;
  /** The visitor's session id (the crumb): one open cart per visitor. */
  visitorKey: string;
  entry: AddEntryInput;
  countAdd: CountAdd;
}

/** Answer of {@link addToCart}. */
export interface AddedToCart {
  shoppingCart: ShoppingCart;
  /** The entry added or merged into. */
  newlyAdded: CartEntry | null;
  /** The token of a cart this add opened (the visitor's cookie should name it); null otherwise. */
  openedCartToken: string | null;
}

/**
 * Adds to the visitor's cart. The usual add is one transaction: it counts the hit against the limit
 * (counted here, in the add's own transaction, so an add commits once), finds and locks the cookie's
 * open cart, adds, and reads the entries for the answer. Without an open cart on this site (none,
 * unknown, purchased) the visitor's cart is opened first. A refused first add leaves no cookie.
 * @throws AddLimitReached past the limit (nothing added); AppError NOT_FOUND, CONFLICT, INVALID for a refused add
 */
export async function addToCart(db: Kysely<Schema>, request: AddToCart): Promise<AddedToCart> {
  const { site, token, entry } = request;
  const usual = await inTransaction(db, async (tx) => {
    const limit = await request.countAdd(tx);
    if (!limit.allowed) return { limit };
    if (!token) return { limit, cart: null };
    const { cart, result } = await addEntryByToken(tx, site.id, token, entry);
    const input = cart && result.ok ? await loadCartInputOf(tx, cart) : null;
    return { limit, cart, result, input };
  });
  if (!usual.limit.allowed) throw new AddLimitReached(usual.limit);
  let { cart, result } = usual;
  let openedCartToken: string | null = null;
  if (!cart) {
    cart = await openCartForVisitor(db, site.id, request.visitorKey, site.currency);
    result = await addEntry(db, site.id, cart.id, entry);
    if (result.ok) openedCartToken = cart.token;
  }
  if (!result?.ok) throw refusal(result as CartFailure);
  const shoppingCart = cartJson(site, usual.input ?? (await loadCartInputOf(db, cart)));
  const entryId = result.entryId;
  const newlyAdded = shoppingCart.entries.find((line) => line.id === entryId) ?? null;
  return { shoppingCart, newlyAdded, openedCartToken };
}

/** The visitor's cart, which a change needs. @throws AppError NOT_FOUND 'Cart not found.' */
async function requireCart(db: Kysely<Schema>, site: CartSite, token: string | undefined): Promise<CartRef> {
  const cart = token ? await findCartByToken(db, site.id, token) : null;
  if (!cart) throw new AppError('NOT_FOUND', CART_NOT_FOUND);
  return cart;
}

/**
 * Sets an entry's quantity (0 removes it) under the stock rule; answers the cart.
 * @throws AppError NOT_FOUND (cart, entry), CONFLICT (stock), INVALID (quantity)
 */
export async function changeEntryQuantity(db: Kysely<Schema>, site: CartSite, token: string | undefined, entryId: string, quantity: number): Promise<ShoppingCart> {
  const cart = await requireCart(db, site, token);
  const result = await updateEntryQuantity(db, site.id, cart.id, entryId, quantity);
  if (!result.ok) throw refusal(result);
  return cartJson(site, await loadCartInputOf(db, cart));
}

/**
 * Removes an entry; answers the cart.
 * @throws AppError NOT_FOUND 'Cart not found.' / 'Cart entry not found.'
 */
export async function removeCartEntry(db: Kysely<Schema>, site: CartSite, token: string | undefined, entryId: string): Promise<ShoppingCart> {
  const cart = await requireCart(db, site, token);
  if (!(await removeEntry(db, site.id, cart.id, entryId))) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return cartJson(site, await loadCartInputOf(db, cart));
}
