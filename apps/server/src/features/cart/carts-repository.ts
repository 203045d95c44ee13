import type { Kysely, Selectable } from 'kysely';
import { productTypeOf } from '../catalog/index.ts';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId, newToken } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { CartsTable, Schema } from '../../infra/database/schema.ts';
import type { CartInput, CartRef } from './cart-types.ts';

/*
 * The carts' SQL: open, find and read carts (the entry writes' SQL is in entries-repository.ts, their
 * rules — stock, merging, quantities — in entries-service.ts). Carts live in
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

/**
 * The guest cart a token names on this site (open or purchased), or null: unknown, another site's, or
 * an account's cart (reached only by its signed-in customer, so a signed-out browser's old cookie
 * shows nothing).
 */
export async function findGuestCartByToken(db: Kysely<Schema>, websiteId: string, token: string): Promise<CartRef | null> {
  const [row] = await guestCartByToken(db, token, websiteId);
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

/** A cart row as a {@link CartRef}. */
export function toCartRef(row: Selectable<CartsTable>): CartRef {
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

const guestCartByToken = hotQuery((db: Kysely<Schema>, token: string, websiteId: string) =>
  db.selectFrom('carts').selectAll().where('token', '=', token).where('website_id', '=', websiteId).where('site_user_id', 'is', null),
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
