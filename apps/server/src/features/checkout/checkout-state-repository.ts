import type { Kysely } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** Which flow a cart belongs to. */
export type CheckoutKind = 'cart' | 'subscription' | 'gift-card';

/** A shipping address as checkout collects it. */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** Who receives a gift card bought through the gift-card page. */
export interface GiftCardDelivery {
  recipientEmail: string;
  senderName: string | null;
  message: string | null;
}

/** What the visitor entered at checkout for one cart. */
export interface CheckoutState {
  kind: CheckoutKind;
  email: string | null;
  shippingAddress: CheckoutAddress | null;
  shippingOptionId: string | null;
  couponCodes: string[];
  giftCardCode: string | null;
  delivery: GiftCardDelivery | null;
  /** The payment in flight, or null. */
  payingPaymentId: string | null;
}

/** The state of a cart nobody has checked out yet. */
export const EMPTY_CHECKOUT_STATE: CheckoutState = Object.freeze({
  kind: 'cart',
  email: null,
  shippingAddress: null,
  shippingOptionId: null,
  couponCodes: [],
  giftCardCode: null,
  delivery: null,
  payingPaymentId: null,
});

const stateRow = hotQuery((db: Kysely<Schema>, cartId: string, websiteId: string) =>
  db.selectFrom('cart_checkouts').selectAll().where('cart_id', '=', cartId).where('website_id', '=', websiteId),
);

/** The checkout state of a cart (the empty state when none was saved). */
export async function getCheckoutState(db: Kysely<Schema>, websiteId: string, cartId: string): Promise<CheckoutState> {
  const [row] = await stateRow(db, cartId, websiteId);
  if (!row) return EMPTY_CHECKOUT_STATE;
  return {
    kind: row.kind as CheckoutKind,
    email: row.email,
    shippingAddress: parseJson<CheckoutAddress | null>(row.shipping_address_json, null),
    shippingOptionId: row.shipping_option_id,
    couponCodes: parseJson<string[]>(row.coupon_codes_json, []),
    giftCardCode: row.gift_card_code,
    delivery: parseJson<GiftCardDelivery | null>(row.delivery_json, null),
    payingPaymentId: row.paying_payment_id,
  };
}

/** Fields of {@link saveCheckoutState}; undefined leaves a field as it is. */
export type CheckoutStatePatch = Partial<Omit<CheckoutState, 'payingPaymentId'>>;

/** Saves (part of) a cart's checkout state, creating the row on first use. */
export async function saveCheckoutState(db: Kysely<Schema>, websiteId: string, cartId: string, patch: CheckoutStatePatch, now = Date.now()): Promise<void> {
  const values: Record<string, string | null> = {};
  if (patch.kind !== undefined) values.kind = patch.kind;
  if (patch.email !== undefined) values.email = patch.email;
  if (patch.shippingAddress !== undefined) values.shipping_address_json = patch.shippingAddress ? JSON.stringify(patch.shippingAddress) : null;
  if (patch.shippingOptionId !== undefined) values.shipping_option_id = patch.shippingOptionId;
  if (patch.couponCodes !== undefined) values.coupon_codes_json = JSON.stringify(patch.couponCodes);
  if (patch.giftCardCode !== undefined) values.gift_card_code = patch.giftCardCode;
  if (patch.delivery !== undefined) values.delivery_json = patch.delivery ? JSON.stringify(patch.delivery) : null;
  await db
    .insertInto('cart_checkouts')
    .values({ cart_id: cartId, website_id: websiteId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/**
 * Marks a payment in flight for the cart: true when this payment got the cart, false when another
 * payment holds it. Run inside the reserving transaction (the row lock orders two payments).
 */
export async function lockCartForPayment(db: Kysely<Schema>, websiteId: string, cartId: string, paymentId: string, now: number): Promise<boolean> {
  await db
    .insertInto('cart_checkouts')
    .values({ cart_id: cartId, website_id: websiteId, updated_at: now })
    .onConflict((oc) => oc.column('cart_id').doNothing())
    .execute();
  const result = await db
    .updateTable('cart_checkouts')
    .set({ paying_payment_id: paymentId, updated_at: now })
    .where('cart_id', '=', cartId)
    .where('website_id', '=', websiteId)
    .where('paying_payment_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the cart after a failed payment, so the visitor can pay again. */
export async function unlockCartForPayment(db: Kysely<Schema>, cartId: string, paymentId: string, now: number): Promise<void> {
  await db
    .updateTable('cart_checkouts')
    .set({ paying_payment_id: null, updated_at: now })
    .where('cart_id', '=', cartId)
    .where('paying_payment_id', '=', paymentId)
    .execute();
}

/** Marks a cart purchased by its order (inside the completing transaction). */
export async function markCartPurchased(db: Kysely<Schema>, websiteId: string, cartId: string, orderId: string, now: number): Promise<void> {
  await db.updateTable('carts').set({ is_purchased: 1, order_id: orderId, updated_at: now }).where('id', '=', cartId).where('website_id', '=', websiteId).execute();
}

/** Deletes a cart made for a one-off purchase that was refused (its entries and checkout row go with it). */
export async function deleteCart(db: Kysely<Schema>, websiteId: string, cartId: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', cartId).where('website_id', '=', websiteId).execute();
}
