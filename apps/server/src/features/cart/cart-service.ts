import { buildShoppingCart, isSupportedCurrency, type CartEntry, type ShoppingCart } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError, retryAfterSeconds, type AppErrorCode } from '../../infra/errors/app-error.ts';
import type { RateLimitResult } from '../../infra/rate-limit/rate-limit-repository.ts';
import { findOpenAccountCart, openAccountCart } from './account-carts-repository.ts';
import { findGuestCartByToken, loadCartInputOf, openCartForVisitor } from './carts-repository.ts';
import type { AddEntryInput, CartFailure, CartFailureReason, CartHolder, CartInput, CartRef, CartSite } from './cart-types.ts';
import { addEntry, addEntryByToken, addEntryToAccountCart, removeEntry, updateEntryQuantity } from './entries-service.ts';
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

/** The holder's cart: a signed-in customer's open account cart, or the guest cart a token names. */
function findHeldCart(db: Kysely<Schema>, site: CartSite, holder: CartHolder): Promise<CartRef | null> {
  if (holder.siteUserId !== null) return findOpenAccountCart(db, site.id, holder.siteUserId);
  return holder.token ? findGuestCartByToken(db, site.id, holder.token) : Promise.resolve(null);
}

/**
 * The holder's cart JSON (empty when there is none), and the token of the cart read (null for none):
 * a signed-in customer's browser is pointed at the account's cart.
 */
export async function readCart(db: Kysely<Schema>, site: CartSite, holder: CartHolder): Promise<{ shoppingCart: ShoppingCart; token: string | null }> {
  const cart = await findHeldCart(db, site, holder);
  // The cart row was read by this call already: only its entries are read again.
  return { shoppingCart: cartJson(site, cart ? await loadCartInputOf(db, cart) : null), token: cart?.token ?? null };
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
  /** Whose cart: the signed-in customer's account cart, or the cookie's guest cart. */
  holder: CartHolder;
  /** The visitor's session id (the crumb): one open guest cart per visitor. */
  visitorKey: string;
  entry: AddEntryInput;
  countAdd: CountAdd;
}

/** Answer of {@link addToCart}. */
export interface AddedToCart {
  shoppingCart: ShoppingCart;
  /** The entry added or merged into. */
  newlyAdded: CartEntry | null;
  /** The token of the cart added to (the browser's cookie should name it). */
  cartToken: string;
}

/**
 * Adds to the holder's cart. The usual add is one transaction: it counts the hit against the limit
 * (counted here, in the add's own transaction, so an add commits once), finds and locks the open cart
 * (the cookie's guest cart, or a signed-in customer's account cart), adds, and reads the entries for
 * the answer. Without an open cart on this site (none, unknown, purchased) the visitor's (or the
 * account's) cart is opened first. A refused first add leaves no cookie.
 * @throws AddLimitReached past the limit (nothing added); AppError NOT_FOUND, CONFLICT, INVALID for a refused add
 */
export async function addToCart(db: Kysely<Schema>, request: AddToCart): Promise<AddedToCart> {
  const { site, holder, entry } = request;
  const usual = await inTransaction(db, async (tx) => {
    const limit = await request.countAdd(tx);
    if (!limit.allowed) return { limit };
    if (holder.siteUserId === null && !holder.token) return { limit, cart: null };
    const { cart, result } =
      holder.siteUserId !== null ? await addEntryToAccountCart(tx, site.id, holder.siteUserId, entry) : await addEntryByToken(tx, site.id, holder.token as string, entry);
    const input = cart && result.ok ? await loadCartInputOf(tx, cart) : null;
    return { limit, cart, result, input };
  });
  if (!usual.limit.allowed) throw new AddLimitReached(usual.limit);
  let { cart, result } = usual;
  if (!cart) {
    const now = Date.now();
    cart =
      holder.siteUserId !== null
        ? await openAccountCart(db, site.id, holder.siteUserId, site.currency, now)
        : await openCartForVisitor(db, site.id, request.visitorKey, site.currency, now);
    result = await addEntry(db, site.id, cart.id, entry, now);
  }
  if (!result?.ok) throw refusal(result as CartFailure);
  const shoppingCart = cartJson(site, usual.input ?? (await loadCartInputOf(db, cart)));
  const entryId = result.entryId;
  const newlyAdded = shoppingCart.entries.find((line) => line.id === entryId) ?? null;
  return { shoppingCart, newlyAdded, cartToken: cart.token };
}

/** The holder's cart, which a change needs. @throws AppError NOT_FOUND 'Cart not found.' */
async function requireCart(db: Kysely<Schema>, site: CartSite, holder: CartHolder): Promise<CartRef> {
  const cart = await findHeldCart(db, site, holder);
  if (!cart) throw new AppError('NOT_FOUND', CART_NOT_FOUND);
  return cart;
}

/**
 * Sets an entry's quantity (0 removes it) under the stock rule; answers the cart.
 * @throws AppError NOT_FOUND (cart, entry), CONFLICT (stock), INVALID (quantity)
 */
export async function changeEntryQuantity(db: Kysely<Schema>, site: CartSite, holder: CartHolder, entryId: string, quantity: number): Promise<ShoppingCart> {
  const cart = await requireCart(db, site, holder);
  const result = await updateEntryQuantity(db, site.id, cart.id, entryId, quantity);
  if (!result.ok) throw refusal(result);
  return cartJson(site, await loadCartInputOf(db, cart));
}

/**
 * Removes an entry; answers the cart.
 * @throws AppError NOT_FOUND 'Cart not found.' / 'Cart entry not found.'
 */
export async function removeCartEntry(db: Kysely<Schema>, site: CartSite, holder: CartHolder, entryId: string): Promise<ShoppingCart> {
  const cart = await requireCart(db, site, holder);
  if (!(await removeEntry(db, site.id, cart.id, entryId))) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return cartJson(site, await loadCartInputOf(db, cart));
}
