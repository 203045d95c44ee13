import type { Kysely, Transaction } from 'kysely';
import { newId, newToken } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { toCartRef } from './carts-repository.ts';
import type { CartRef } from './cart-types.ts';

/*
 * The SQL of the signed-in cart (storefront.md §4): the account's open cart, found and locked by
 * owner; a guest cart claimed or merged at sign-in; a guest copy at sign-out. An account has at most
 * one open cart per site (unique index carts_open_per_site_user, migration 0008), so racing sign-ins
 * or first adds meet in one cart. Account carts hold no visitor_key: a signed-out browser's adds
 * never find them through the crumb.
 */

/** The account's open cart on this site, or null. */
export async function findOpenAccountCart(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<CartRef | null> {
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_purchased', '=', 0)
    .executeTakeFirst();
  return row ? toCartRef(row) : null;
}

/** Finds and locks (bumping updated_at) the account's open cart in this transaction; null when it has none. */
export async function lockOpenAccountCart(tx: Transaction<Schema>, websiteId: string, siteUserId: string, now: number): Promise<CartRef | null> {
  const row = await tx
    .updateTable('carts')
    .set({ updated_at: now })
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_purchased', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? toCartRef(row) : null;
}

/**
 * Finds and locks the open cart a token names on this site, whoever owns it (the caller decides);
 * with its owner. Null for an unknown, purchased or other site's cart.
 */
export async function lockOpenCartOfToken(tx: Transaction<Schema>, websiteId: string, token: string, now: number): Promise<(CartRef & { siteUserId: string | null }) | null> {
  const row = await tx
    .updateTable('carts')
    .set({ updated_at: now })
    .where('website_id', '=', websiteId)
    .where('token', '=', token)
    .where('is_purchased', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? { ...toCartRef(row), siteUserId: row.site_user_id } : null;
}

/**
 * The account's open cart, opened when it has none. Two opens at once meet in one cart: the insert
 * yields to the unique index and both read the winner.
 */
export async function openAccountCart(db: Kysely<Schema>, websiteId: string, siteUserId: string, currency: string, now: number): Promise<CartRef> {
  const found = await findOpenAccountCart(db, websiteId, siteUserId);
  if (found) return found;
  await db
    .insertInto('carts')
    .values({ id: newId(), token: newToken(), website_id: websiteId, currency, created_at: now, updated_at: now, site_user_id: siteUserId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const cart = await findOpenAccountCart(db, websiteId, siteUserId);
  if (!cart) throw new Error('The account cart could not be opened');
  return cart;
}

/**
 * Makes a guest cart the account's (it leaves the visitor's place in the crumb pair).
 * @throws a unique violation when the account got an open cart meanwhile (a racing sign-in)
 */
export async function claimCart(tx: Transaction<Schema>, cartId: string, siteUserId: string): Promise<void> {
  await tx.updateTable('carts').set({ site_user_id: siteUserId, visitor_key: null }).where('id', '=', cartId).execute();
}

/** A cart's entry with its variant's stock, as a merge reads it. */
export interface EntryWithStock {
  itemId: string;
  variantId: string;
  quantity: number;
  /** Canonical answers ('' for none). */
  additionalFields: string;
  createdAt: number;
  qtyInStock: number;
  unlimited: boolean;
}

/** A cart's entries (oldest first) with their variants' stock. */
export async function listEntriesWithStock(db: Kysely<Schema>, websiteId: string, cartId: string): Promise<EntryWithStock[]> {
  const rows = await db
    .selectFrom('cart_entries as e')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .select(['e.item_id', 'e.variant_id', 'e.quantity', 'e.additional_fields', 'e.created_at', 'v.qty_in_stock', 'v.unlimited'])
    .where('e.cart_id', '=', cartId)
    .where('e.website_id', '=', websiteId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    variantId: r.variant_id,
    quantity: r.quantity,
    additionalFields: r.additional_fields,
    createdAt: Number(r.created_at),
    qtyInStock: r.qty_in_stock ?? 0,
    unlimited: r.unlimited === 1,
  }));
}

/** A cart's entries: id, variant, quantity, canonical answers. */
export async function listEntries(db: Kysely<Schema>, cartId: string): Promise<{ id: string; variantId: string; quantity: number; additionalFields: string }[]> {
  const rows = await db.selectFrom('cart_entries').select(['id', 'variant_id', 'quantity', 'additional_fields']).where('cart_id', '=', cartId).execute();
  return rows.map((r) => ({ id: r.id, variantId: r.variant_id, quantity: r.quantity, additionalFields: r.additional_fields }));
}

/** Inserts an entry copied from another cart (keeping its time, so the cart's order holds). */
export async function insertCopiedEntry(
  tx: Transaction<Schema>,
  entry: { websiteId: string; cartId: string; itemId: string; variantId: string; quantity: number; additionalFields: string; createdAt: number },
): Promise<string> {
  const id = newId();
  await tx
    .insertInto('cart_entries')
    .values({
      id,
      website_id: entry.websiteId,
      cart_id: entry.cartId,
      item_id: entry.itemId,
      variant_id: entry.variantId,
      quantity: entry.quantity,
      additional_fields: entry.additionalFields,
      created_at: entry.createdAt,
    })
    .execute();
  return id;
}

/** Sets an entry's quantity. */
export async function setQuantity(tx: Transaction<Schema>, entryId: string, quantity: number): Promise<void> {
  await tx.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
}

/** Deletes an open cart (its entries and checkout go with it): a guest cart merged into the account's. */
export async function deleteOpenCart(tx: Transaction<Schema>, cartId: string): Promise<void> {
  await tx.deleteFrom('carts').where('id', '=', cartId).where('is_purchased', '=', 0).execute();
}

/** A new guest cart (no visitor_key: the cookie names it) for the sign-out copy. */
export async function insertGuestCart(tx: Transaction<Schema>, websiteId: string, currency: string, now: number): Promise<{ id: string; token: string }> {
  const cart = { id: newId(), token: newToken() };
  await tx.insertInto('carts').values({ ...cart, website_id: websiteId, currency, created_at: now, updated_at: now }).execute();
  return cart;
}

/** Whether a payment of the cart is under way (its stock reserved, the card being charged). */
export async function hasPendingPayment(tx: Transaction<Schema>, cartId: string): Promise<boolean> {
  const row = await tx.selectFrom('payments').select('id').where('cart_id', '=', cartId).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}
