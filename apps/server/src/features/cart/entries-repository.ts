import type { Kysely, Transaction } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { toCartRef } from './carts-repository.ts';
import type { CartRef } from './cart-types.ts';

/*
 * The SQL of a cart's entry writes (the rules are in entries-service.ts). A write first locks the open
 * cart row in its transaction (row lock in PostgreSQL; SQLite's `begin immediate` serialises writers),
 * so concurrent adds to one cart are checked against stock one after the other. The add-to-cart
 * path's statements are compiled once per dialect (infra/database/hot-query.ts).
 */

/** Locks the open cart row for this transaction (and bumps updated_at); false when it is not writable. */
export async function lockOpenCart(tx: Transaction<Schema>, websiteId: string, cartId: string, now: number): Promise<boolean> {
  return (await touchOpenCart(tx, now, cartId, websiteId)).length === 1;
}

/**
 * Finds and locks the open guest cart a token names on this site in one statement (the add path reads
 * the cart row once); null when the token names no open guest cart of the site (unknown, other site,
 * purchased, or an account's cart: that one is reached only by its signed-in customer).
 */
export async function lockOpenCartByToken(tx: Transaction<Schema>, websiteId: string, token: string, now: number): Promise<CartRef | null> {
  const [row] = await touchOpenCartByToken(tx, now, token, websiteId);
  return row ? toCartRef(row) : null;
}

/** The item's variant with this SKU and its stock: null without the item; `variantId` null without the SKU. */
export async function findVariantStock(
  tx: Transaction<Schema>,
  websiteId: string,
  itemId: string,
  sku: string,
): Promise<{ variantId: string | null; qtyInStock: number; unlimited: boolean; formId: string | null } | null> {
  const [row] = await itemVariantStock(tx, itemId, websiteId, sku);
  if (!row) return null;
  return { variantId: row.variantId, qtyInStock: row.qty_in_stock ?? 0, unlimited: row.unlimited === 1, formId: row.additional_fields_form_id };
}

/** A cart's entries of one variant (any answers): id, quantity and canonical answers ('' for none). */
export async function listVariantEntries(
  tx: Transaction<Schema>,
  cartId: string,
  variantId: string,
): Promise<{ id: string; quantity: number; additionalFields: string }[]> {
  const rows = await variantEntries(tx, cartId, variantId);
  return rows.map((row) => ({ id: row.id, quantity: row.quantity, additionalFields: row.additional_fields }));
}

/** Sets an entry's quantity. */
export async function setEntryQuantity(tx: Transaction<Schema>, entryId: string, quantity: number): Promise<void> {
  await updateEntryQuantityRow(tx, quantity, entryId);
}

/** Inserts an entry; returns its id. */
export async function insertEntry(
  tx: Transaction<Schema>,
  entry: { websiteId: string; cartId: string; itemId: string; variantId: string; quantity: number; additionalFields: string; now: number },
): Promise<string> {
  const id = newId();
  await insertEntryRow(tx, id, entry.websiteId, entry.cartId, entry.itemId, entry.variantId, entry.quantity, entry.additionalFields, entry.now);
  return id;
}

/** An entry of the cart with its variant and the variant's stock; null when the cart has no such entry. */
export async function findEntryWithStock(
  tx: Transaction<Schema>,
  websiteId: string,
  cartId: string,
  entryId: string,
): Promise<{ variantId: string; qtyInStock: number; unlimited: boolean } | null> {
  const row = await tx
    .selectFrom('cart_entries as e')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .select(['e.variant_id', 'v.qty_in_stock', 'v.unlimited'])
    .where('e.id', '=', entryId)
    .where('e.cart_id', '=', cartId)
    .where('e.website_id', '=', websiteId)
    .executeTakeFirst();
  return row ? { variantId: row.variant_id, qtyInStock: row.qty_in_stock, unlimited: row.unlimited === 1 } : null;
}

/** Quantity of a variant in the cart, over all entries except `exceptEntryId`. */
export async function variantQuantityInCart(tx: Transaction<Schema>, cartId: string, variantId: string, exceptEntryId = ''): Promise<number> {
  const row = await tx
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.sum<number>('quantity').as('total'))
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .where('id', '!=', exceptEntryId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Deletes an entry of the cart on this site; false when there was none. */
export async function deleteEntry(tx: Transaction<Schema>, websiteId: string, cartId: string, entryId: string): Promise<boolean> {
  const result = await tx
    .deleteFrom('cart_entries')
    .where('id', '=', entryId)
    .where('cart_id', '=', cartId)
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/* The add-to-cart path runs these on every add. */

const touchOpenCart = hotQuery((db: Kysely<Schema>, now: number, cartId: string, websiteId: string) =>
  db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('id', '=', cartId)
    .where('website_id', '=', websiteId)
    .where('is_purchased', '=', 0)
    .returning('id'),
);

const touchOpenCartByToken = hotQuery((db: Kysely<Schema>, now: number, token: string, websiteId: string) =>
  db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('token', '=', token)
    .where('website_id', '=', websiteId)
    .where('is_purchased', '=', 0)
    .where('site_user_id', 'is', null)
    .returningAll(),
);

const itemVariantStock = hotQuery((db: Kysely<Schema>, itemId: string, websiteId: string, sku: string) =>
  db
    .selectFrom('items as i')
    .innerJoin('products as p', 'p.item_id', 'i.id')
    .leftJoin('variants as v', (join) => join.onRef('v.item_id', '=', 'i.id').on('v.sku', '=', sku))
    .select(['i.id as itemId', 'v.id as variantId', 'v.qty_in_stock', 'v.unlimited', 'p.additional_fields_form_id'])
    .where('i.id', '=', itemId)
    .where('i.website_id', '=', websiteId),
);

const variantEntries = hotQuery((db: Kysely<Schema>, cartId: string, variantId: string) =>
  db
    .selectFrom('cart_entries')
    .select(['id', 'quantity', 'additional_fields'])
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId),
);

const updateEntryQuantityRow = hotQuery((db: Kysely<Schema>, quantity: number, entryId: string) =>
  db.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId),
);

const insertEntryRow = hotQuery(
  (
    db: Kysely<Schema>,
    id: string,
    websiteId: string,
    cartId: string,
    itemId: string,
    variantId: string,
    quantity: number,
    additionalFields: string,
    now: number,
  ) =>
    db.insertInto('cart_entries').values({
      id,
      website_id: websiteId,
      cart_id: cartId,
      item_id: itemId,
      variant_id: variantId,
      quantity,
      additional_fields: additionalFields,
      created_at: now,
    }),
);
