import type { Kysely, Selectable, Transaction } from 'kysely';
import { productTypeOf } from '../catalog/index.ts';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId, newToken } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { CartsTable, Schema } from '../../infra/database/schema.ts';
import type { CartInput, CartRef } from './cart-types.ts';

/*
 * The carts' SQL (the rules — stock, merging, quantities — are in entries-service.ts). Carts live in
 * the database (processes hold no state) and every query is scoped by website_id: a cart of one site
 * is invisible to another. Writes to a cart first touch the cart row inside a transaction, which
 * locks it (row lock in PostgreSQL; SQLite's `begin immediate` serialises writers), so concurrent
 * adds to one cart are checked against stock one after the other. The add-to-cart path's queries are
 * compiled once per dialect (infra/database/hot-query.ts).
 */

/** Creates an empty cart for a site; the token goes in the visitor's cookie. */
export async function createCart(
  db: Kysely<Schema>,
  websiteId: string,
  currency: string,
  now = Date.now(),
): Promise<{ id: string; token: string }> {
  const cart = { id: newId(), token: newToken() };
  await db
    .insertInto('carts')
    .values({ ...cart, website_id: websiteId, currency, created_at: now, updated_at: now })
    .execute();
  return cart;
}

/**
 * The visitor's open cart on this site, created when there is none. Two first adds that race (a
 * double click) meet in the same cart: the insert yields to the unique (website_id, visitor_key)
 * pair and both read the winner.
 * @param visitorKey the visitor's session id (the crumb)
 */
export async function openCartForVisitor(
  db: Kysely<Schema>,
  websiteId: string,
  visitorKey: string,
  currency: string,
  now = Date.now(),
): Promise<CartRef> {
  const find = () =>
    db
      .selectFrom('carts')
      .select('token')
      .where('website_id', '=', websiteId)
      .where('visitor_key', '=', visitorKey)
      .where('is_purchased', '=', 0)
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    // A purchased cart no longer holds the visitor's place in the unique pair.
    await db
      .updateTable('carts')
      .set({ visitor_key: null })
      .where('website_id', '=', websiteId)
      .where('visitor_key', '=', visitorKey)
      .where('is_purchased', '=', 1)
      .execute();
    await db
      .insertInto('carts')
      .values({ id: newId(), token: newToken(), website_id: websiteId, currency, created_at: now, updated_at: now, visitor_key: visitorKey })
      .onConflict((oc) => oc.columns(['website_id', 'visitor_key']).doNothing())
      .execute();
    row = await find();
  }
  const cart = row ? await findCartByToken(db, websiteId, row.token) : null;
  if (!cart) throw new Error('The visitor cart could not be opened');
  return cart;
}

/** The cart a token names on this site, or null (wrong site, unknown token). */
export async function findCartByToken(db: Kysely<Schema>, websiteId: string, token: string): Promise<CartRef | null> {
  const [row] = await cartByToken(db, token, websiteId);
  return row ? toCartRef(row) : null;
}

/** The cart and its entries (oldest first) for the commerce cart builder; null when not on this site. */
export async function loadCartInput(db: Kysely<Schema>, websiteId: string, cartId: string): Promise<CartInput | null> {
  const [[cart], rows] = await Promise.all([cartById(db, cartId, websiteId), cartEntryRows(db, cartId, websiteId)]);
  if (!cart) return null;
  return cartInput(toCartRef(cart), rows);
}

/**
 * {@link loadCartInput} for a cart row the caller already has (read or locked in this request): only
 * the entries are read. The cart fields the builder uses (id, site, order, created, currency) are
 * the row's; `isPurchased` is the caller's reading of it.
 */
export async function loadCartInputOf(db: Kysely<Schema>, cart: CartRef): Promise<CartInput> {
  return cartInput(cart, await cartEntryRows(db, cart.id, cart.websiteId));
}

/** Locks the open cart row for this transaction (and bumps updated_at); false when it is not writable. */
export async function lockOpenCart(tx: Transaction<Schema>, websiteId: string, cartId: string, now: number): Promise<boolean> {
  return (await touchOpenCart(tx, now, cartId, websiteId)).length === 1;
}

/**
 * Finds and locks the open cart a token names on this site in one statement (the add path reads the
 * cart row once); null when the token names no open cart of the site (unknown, other site, purchased).
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
): Promise<{ variantId: string | null; qtyInStock: number; unlimited: boolean } | null> {
  const [row] = await itemVariantStock(tx, itemId, websiteId, sku);
  if (!row) return null;
  return { variantId: row.variantId, qtyInStock: row.qty_in_stock ?? 0, unlimited: row.unlimited === 1 };
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

type CartEntryRow = Awaited<ReturnType<typeof cartEntryRows>>[number];

function cartInput(cart: CartRef, rows: CartEntryRow[]): CartInput {
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId,
    created: cart.createdAt,
    isPurchased: cart.isPurchased,
    currency: cart.currency as CartInput['currency'],
    entries: rows.map((r) => ({
      id: r.id,
      itemId: r.item_id,
      variantId: r.variant_id,
      sku: r.sku,
      attributes: parseJson<Record<string, string>>(r.attributes_json, {}),
      quantity: r.quantity,
      title: r.title,
      unitPriceCents: r.on_sale === 1 ? r.sale_price_cents : r.price_cents,
      productType: productTypeOf(r.product_type),
      additionalFields: r.additional_fields === '' ? null : r.additional_fields,
      imageUrl: r.image_url ?? r.main_image_url,
    })),
  };
}

function toCartRef(row: Selectable<CartsTable>): CartRef {
  return {
    id: row.id,
    websiteId: row.website_id,
    token: row.token,
    currency: row.currency,
    isPurchased: row.is_purchased === 1,
    orderId: row.order_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/* The add-to-cart path runs these on every add: compiled once per dialect (hot-query.ts). */

const cartByToken = hotQuery((db: Kysely<Schema>, token: string, websiteId: string) =>
  db.selectFrom('carts').selectAll().where('token', '=', token).where('website_id', '=', websiteId),
);

const cartById = hotQuery((db: Kysely<Schema>, cartId: string, websiteId: string) =>
  db.selectFrom('carts').selectAll().where('id', '=', cartId).where('website_id', '=', websiteId),
);

const cartEntryRows = hotQuery((db: Kysely<Schema>, cartId: string, websiteId: string) =>
  db
    .selectFrom('cart_entries as e')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .innerJoin('items as i', 'i.id', 'e.item_id')
    .innerJoin('products as p', 'p.item_id', 'e.item_id')
    .select([
      'e.id',
      'e.item_id',
      'e.variant_id',
      'e.quantity',
      'e.additional_fields',
      'v.sku',
      'v.attributes_json',
      'v.price_cents',
      'v.sale_price_cents',
      'v.on_sale',
      'v.image_url',
      'i.title',
      'i.main_image_url',
      'p.product_type',
    ])
    .where('e.cart_id', '=', cartId)
    .where('e.website_id', '=', websiteId)
    .orderBy('e.created_at')
    .orderBy('e.id'),
);

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
    .returningAll(),
);

const itemVariantStock = hotQuery((db: Kysely<Schema>, itemId: string, websiteId: string, sku: string) =>
  db
    .selectFrom('items as i')
    .innerJoin('products as p', 'p.item_id', 'i.id')
    .leftJoin('variants as v', (join) => join.onRef('v.item_id', '=', 'i.id').on('v.sku', '=', sku))
    .select(['i.id as itemId', 'v.id as variantId', 'v.qty_in_stock', 'v.unlimited'])
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
