import { randomUUID } from 'node:crypto';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@plinth/commerce';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';
import { Visitor } from './test-app.ts';
import { newCrumb } from '../infra/http/crumb.ts';

/*
 * Test helpers of the checkout suites (not a route): shoppers with a crumb, products by url id,
 * and the cards and address the tests pay with.
 */

export const CARD_OK = { number: TEST_CARD_SUCCESS, expiry: '12/49', cvc: '123', name: 'Ada Buyer' };
export const CARD_DECLINED = { ...CARD_OK, number: TEST_CARD_DECLINED };
export const NY_ADDRESS = { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
export const CHECKOUT = '/api/commerce/checkout';
export const PAY = '/api/commerce/checkout/pay';
/** The test provider's tokenisation (what its browser script calls with the card). */
export const TEST_PAYMENT_METHODS = '/api/commerce/test-payments/payment-methods';

/**
 * Tokenises a card with the test provider, as the checkout island's test script does: the answer of
 * POST …/test-payments/payment-methods (402 for a malformed card).
 */
export const tokenise = (visitor: Visitor, card: { number: string; expiry: string; cvc: string; name?: string } = CARD_OK): Promise<LightMyRequestResponse> =>
  visitor.send('POST', TEST_PAYMENT_METHODS, card);

/** The test provider's payment method id of a card; fails the test when it is refused. */
export async function paymentMethod(visitor: Visitor, card: { number: string; expiry: string; cvc: string; name?: string } = CARD_OK): Promise<string> {
  const response = await tokenise(visitor, card);
  if (response.statusCode !== 200) throw new Error(`tokenising answered ${response.statusCode}: ${response.body}`);
  return response.json().paymentMethodId as string;
}

/** A visitor who has a crumb already (as after a first page view), without rendering a page. */
export function shopper(app: () => FastifyInstance): Visitor {
  const visitor = new Visitor(app);
  visitor.cookies.set('crumb', newCrumb());
  return visitor;
}

/** A fresh idempotency key. */
export const newKey = (): string => `key-${randomUUID()}`;

/** The item id of a demo product, by url id. */
export async function itemId(db: Kysely<Schema>, urlId: string): Promise<string> {
  const row = await db.selectFrom('items').select('id').where('url_id', '=', urlId).executeTakeFirstOrThrow();
  return row.id;
}

/** A variant's stock, by sku. */
export async function stockOf(db: Kysely<Schema>, sku: string): Promise<number> {
  const row = await db.selectFrom('variants').select('qty_in_stock').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.qty_in_stock;
}

/** Sets a variant's stock, by sku. */
export async function setStock(db: Kysely<Schema>, sku: string, qty: number): Promise<void> {
  await db.updateTable('variants').set({ qty_in_stock: qty }).where('sku', '=', sku).execute();
}

/** Orders with a line of this sku. */
export async function ordersWithSku(db: Kysely<Schema>, sku: string): Promise<number> {
  const rows = await db.selectFrom('order_items').select('order_id').where('sku', '=', sku).execute();
  return new Set(rows.map((r) => r.order_id)).size;
}

/** Adds to the visitor's cart and fails the test when refused. */
export async function addToCart(visitor: Visitor, item: string, sku: string, quantity = 1): Promise<void> {
  const response = await visitor.send('POST', '/api/commerce/shopping-cart/entries', { itemId: item, sku, quantity });
  if (response.statusCode !== 200) throw new Error(`add ${sku} answered ${response.statusCode}: ${response.body}`);
}

/** PUT /api/commerce/checkout. */
export const putCheckout = (visitor: Visitor, body: unknown): Promise<LightMyRequestResponse> => visitor.send('PUT', CHECKOUT, body);

/**
 * POST /api/commerce/checkout/pay as the checkout island does it: the card to the test provider's
 * tokenisation first (its refusal of a malformed card is the answer), then pay with the payment
 * method. Never sends the card to the checkout API.
 */
export async function pay(visitor: Visitor, card = CARD_OK, idempotencyKey = newKey()): Promise<LightMyRequestResponse> {
  const token = await tokenise(visitor, card);
  if (token.statusCode !== 200) return token;
  return visitor.send('POST', PAY, { idempotencyKey, paymentMethodId: token.json().paymentMethodId });
}
