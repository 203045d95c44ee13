import type { Kysely, Selectable, Transaction } from 'kysely';
import { productTypeOf } from '../catalog/index.ts';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId, newToken } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { CartsTable, Schema } from '../../infra/database/schema.ts';
import {
  canonicalAdditionalFields,
  cartFailure as fail,
  type AddEntryInput,
  type CartInput,
  type CartRef,
  type CartWriteResult,
} from './cart-types.ts';

export type { AddEntryInput, CartEntryInput, CartFailure, CartFailureReason, CartInput, CartRef, CartWriteResult } from './cart-types.ts';
export { NOT_ENOUGH_STOCK_MESSAGE } from './cart-types.ts';

/*
 * Carts live in the database (processes hold no state). Every query is scoped by website_id: a cart
 * of one site is invisible to another. Writes to a cart first touch the cart row inside a transaction,
 * which locks it (row lock in PostgreSQL; SQLite's `begin immediate` serialises writers), so
 * concurrent adds to one cart are checked against stock one after the other.
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
 * The visitor's open cart on this site, created when there is none. Two
 * first adds that race (a double click) meet in the same cart: the insert
 * yields to the unique (website_id, visitor_key) pair and both read the winner.
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
    // A purchased cart no longer holds the visitor's place.
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

const setEntryQuantity = hotQuery((db: Kysely<Schema>, quantity: number, entryId: string) =>
  db.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId),
);

const insertEntry = hotQuery(
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


function validQuantity(quantity: number, min: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= min;
}

/** Locks the cart row for this transaction (and bumps updated_at); false when it is not writable. */
async function lockCart(tx: Transaction<Schema>, websiteId: string, cartId: string, now: number): Promise<boolean> {
  return (await touchOpenCart(tx, now, cartId, websiteId)).length === 1;
}

/** Quantity of a variant already in the cart, over all entries except `exceptEntryId`. */
async function quantityInCart(tx: Transaction<Schema>, cartId: string, variantId: string, exceptEntryId = '') {
  const row = await tx
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.sum<number>('quantity').as('total'))
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .where('id', '!=', exceptEntryId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
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
    if (!(await lockCart(tx, websiteId, cartId, now))) return fail('cart-not-found');
    return addLocked(tx, websiteId, cartId, input, additionalFields, now);
  });
}

/**
 * {@link addEntry} to the open cart a token names on this site, found and locked by the same
 * statement (the add path reads the cart once). The answer carries the locked cart row; a token
 * that names no open cart of the site (unknown, other site, purchased) gives 'cart-not-found'
 * without a cart, and the caller opens one.
 */
export async function addEntryByToken(
  db: Kysely<Schema>,
  websiteId: string,
  token: string,
  input: AddEntryInput,
  now = Date.now(),
): Promise<{ cart: CartRef | null; result: CartWriteResult }> {
  if (!validQuantity(input.quantity, 1)) return { cart: null, result: fail('invalid-quantity') };
  const additionalFields = canonicalAdditionalFields(input.additionalFields);
  if (additionalFields === null) return { cart: null, result: fail('invalid-additional-fields') };

  // Inside the caller's transaction when given one (the add route counts the rate limit in it).
  return inTransaction(db, async (tx) => {
    const [row] = await touchOpenCartByToken(tx, now, token, websiteId);
    if (!row) return { cart: null, result: fail('cart-not-found') };
    const cart = toCartRef(row);
    return { cart, result: await addLocked(tx, websiteId, cart.id, input, additionalFields, now) };
  });
}

/** The body of an add, once the open cart is locked. */
async function addLocked(
  tx: Transaction<Schema>,
  websiteId: string,
  cartId: string,
  input: AddEntryInput,
  additionalFields: string,
  now: number,
): Promise<CartWriteResult> {
  const [found] = await itemVariantStock(tx, input.itemId, websiteId, input.sku);
  if (!found) return fail('item-not-found');
  if (found.variantId === null) return fail('variant-not-found');

  // One read serves both the stock check (all entries of the variant) and the merge (same answers).
  const entries = await variantEntries(tx, cartId, found.variantId);
  const inCart = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  if (found.unlimited !== 1 && inCart + input.quantity > (found.qty_in_stock ?? 0)) return fail('insufficient-stock');

  const existing = entries.find((entry) => entry.additional_fields === additionalFields);
  if (existing) {
    const quantity = existing.quantity + input.quantity;
    await setEntryQuantity(tx, quantity, existing.id);
    return { ok: true, entryId: existing.id, quantity };
  }
  const entryId = newId();
  await insertEntry(tx, entryId, websiteId, cartId, input.itemId, found.variantId, input.quantity, additionalFields, now);
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
    if (!(await lockCart(tx, websiteId, cartId, now))) return fail('cart-not-found');
    const entry = await tx
      .selectFrom('cart_entries as e')
      .innerJoin('variants as v', 'v.id', 'e.variant_id')
      .select(['e.id', 'e.variant_id', 'v.qty_in_stock', 'v.unlimited'])
      .where('e.id', '=', entryId)
      .where('e.cart_id', '=', cartId)
      .where('e.website_id', '=', websiteId)
      .executeTakeFirst();
    if (!entry) return fail('entry-not-found');
    if (quantity === 0) {
      await tx.deleteFrom('cart_entries').where('id', '=', entryId).execute();
      return { ok: true, entryId, quantity: 0 };
    }
    const others = await quantityInCart(tx, cartId, entry.variant_id, entryId);
    if (entry.unlimited !== 1 && others + quantity > entry.qty_in_stock) return fail('insufficient-stock');
    await tx.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
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
    if (!(await lockCart(tx, websiteId, cartId, now))) return false;
    const result = await tx
      .deleteFrom('cart_entries')
      .where('id', '=', entryId)
      .where('cart_id', '=', cartId)
      .where('website_id', '=', websiteId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}
