import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import {
  claimCart,
  deleteOpenCart,
  hasPendingPayment,
  insertCopiedEntry,
  insertGuestCart,
  listEntries,
  listEntriesWithStock,
  lockOpenAccountCart,
  lockOpenCartOfToken,
  setQuantity,
} from './account-carts-repository.ts';
import type { CartRef } from './cart-types.ts';

/*
 * The signed-in cart's rules (storefront.md §4; issue 11). At sign-in the browser's guest cart and
 * the account's open cart become one cart of the account: the guest entries merge by the add rules
 * (same variant and answers add up) and the stock rule still holds — a guest entry that would exceed
 * the stock is capped, or dropped when nothing is left; sign-in never fails for it. At sign-out the
 * cart stays with the account; on request the browser keeps a guest copy.
 */

/** What a sign-in did with the carts. */
export interface SignInCart {
  /** The account's open cart afterwards (the browser's cookie names it); null when it has none. */
  cart: CartRef | null;
  /** 'claimed': the guest cart became the account's; 'merged': its entries joined the account's. */
  outcome: 'none' | 'kept' | 'claimed' | 'merged';
  /** Units of guest entries left out because the stock would not cover them. */
  unitsDropped: number;
}

/** Attempts of a sign-in's cart transaction: a racing sign-in of the same account makes at most one retry needed. */
const ATTEMPTS = 3;

/**
 * Takes the browser's guest cart (its cookie's token) into the account at sign-in. One transaction:
 * the account's open cart is locked first, then the guest cart. A cart that belongs to another
 * account is never touched; a guest cart with a payment under way is left as it is.
 */
export async function takeGuestCartIntoAccount(db: Kysely<Schema>, websiteId: string, siteUserId: string, guestToken: string | undefined, now: number): Promise<SignInCart> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, (tx) => takeGuestCartLocked(tx, websiteId, siteUserId, guestToken, now));
    } catch (error) {
      // A racing sign-in gave the account an open cart after this one looked: look again.
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function takeGuestCartLocked(tx: Transaction<Schema>, websiteId: string, siteUserId: string, guestToken: string | undefined, now: number): Promise<SignInCart> {
  const account = await lockOpenAccountCart(tx, websiteId, siteUserId, now);
  const guest = guestToken ? await lockOpenCartOfToken(tx, websiteId, guestToken, now) : null;
  const isGuest = guest !== null && guest.siteUserId === null;
  if (!isGuest || (account && (await hasPendingPayment(tx, guest.id)))) {
    return { cart: account, outcome: account ? 'kept' : 'none', unitsDropped: 0 };
  }
  if (!account) {
    await claimCart(tx, guest.id, siteUserId);
    return { cart: guest, outcome: 'claimed', unitsDropped: 0 };
  }
  const unitsDropped = await mergeEntries(tx, websiteId, guest.id, account.id);
  await deleteOpenCart(tx, guest.id);
  return { cart: account, outcome: 'merged', unitsDropped };
}

/**
 * Adds the entries of one cart to another, as adds would: the same variant and answers add up, and a
 * variant's total never exceeds its stock (unless unlimited). The target's own entries are kept as
 * they are. Returns the units that did not fit.
 */
async function mergeEntries(tx: Transaction<Schema>, websiteId: string, fromCartId: string, toCartId: string): Promise<number> {
  const target = await listEntries(tx, toCartId);
  const inCart = new Map<string, number>();
  const byAnswers = new Map<string, { id: string; quantity: number }>();
  for (const entry of target) {
    inCart.set(entry.variantId, (inCart.get(entry.variantId) ?? 0) + entry.quantity);
    byAnswers.set(mergeKey(entry.variantId, entry.additionalFields), entry);
  }
  let dropped = 0;
  for (const entry of await listEntriesWithStock(tx, websiteId, fromCartId)) {
    const held = inCart.get(entry.variantId) ?? 0;
    const room = entry.unlimited ? entry.quantity : Math.max(0, entry.qtyInStock - held);
    const quantity = Math.min(entry.quantity, room);
    dropped += entry.quantity - quantity;
    if (quantity === 0) continue;
    inCart.set(entry.variantId, held + quantity);
    const key = mergeKey(entry.variantId, entry.additionalFields);
    const existing = byAnswers.get(key);
    if (existing) {
      existing.quantity += quantity;
      await setQuantity(tx, existing.id, existing.quantity);
    } else {
      const id = await insertCopiedEntry(tx, { websiteId, cartId: toCartId, ...entry, quantity });
      byAnswers.set(key, { id, quantity });
    }
  }
  return dropped;
}

function mergeKey(variantId: string, additionalFields: string): string {
  return `${variantId}\u0000${additionalFields}`;
}

/**
 * The guest copy of the account's open cart that a browser keeps at sign-out (`cloneCart=true`): a
 * new cart with the same entries, owned by no one. Null when the account has no open cart or it is
 * empty (there is nothing to keep).
 */
export async function copyAccountCartForGuest(db: Kysely<Schema>, websiteId: string, siteUserId: string, now: number): Promise<{ token: string } | null> {
  return inTransaction(db, async (tx) => {
    const account = await lockOpenAccountCart(tx, websiteId, siteUserId, now);
    if (!account) return null;
    const entries = await listEntriesWithStock(tx, websiteId, account.id);
    if (entries.length === 0) return null;
    const copy = await insertGuestCart(tx, websiteId, account.currency, now);
    // Strictly later each: the copy lists in the cart's order even where two entries share a millisecond.
    let createdAt = -Infinity;
    for (const entry of entries) {
      createdAt = Math.max(entry.createdAt, createdAt + 1);
      await insertCopiedEntry(tx, { websiteId, cartId: copy.id, ...entry, createdAt });
    }
    return { token: copy.token };
  });
}
