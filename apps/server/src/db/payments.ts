import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseJson } from './json.ts';
import type { Schema } from './schema.ts';
import type { TakenStock } from './stock.ts';

/*
 * Payments: one row per payment attempt. 'pending' while stock is reserved and the card is being
 * charged; 'succeeded' with its order, or 'failed' once the reservation was given back.
 */

/** A payment attempt. */
export interface PaymentRecord {
  id: string;
  websiteId: string;
  cartId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  currency: string;
  provider: string;
  providerPaymentId: string | null;
  testMode: boolean;
  reserved: TakenStock[];
  giftCardId: string | null;
  giftCardCents: number;
  orderId: string | null;
}

/** Input of {@link insertPendingPayment}. */
export interface NewPayment {
  id: string;
  websiteId: string;
  cartId: string;
  amountCents: number;
  currency: string;
  provider: string;
  testMode: boolean;
  reserved: readonly TakenStock[];
  giftCardId: string | null;
  giftCardCents: number;
  now: number;
}

/** Records a payment attempt as pending (inside the reserving transaction). */
export async function insertPendingPayment(db: Kysely<Schema>, input: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: input.id,
      website_id: input.websiteId,
      cart_id: input.cartId,
      status: 'pending',
      amount_cents: input.amountCents,
      currency: input.currency,
      provider: input.provider,
      test_mode: input.testMode ? 1 : 0,
      reserved_json: JSON.stringify(input.reserved),
      gift_card_id: input.giftCardId,
      gift_card_cents: input.giftCardCents,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
}

/** Marks a pending payment failed with the provider's code. */
export async function markPaymentFailed(db: Kysely<Schema>, paymentId: string, failureCode: string, now: number): Promise<void> {
  await db.updateTable('payments').set({ status: 'failed', failure_code: failureCode, updated_at: now }).where('id', '=', paymentId).execute();
}

/** Marks a pending payment succeeded: its charge, its order and the hash of the order's access token. */
export async function markPaymentSucceeded(
  db: Kysely<Schema>,
  paymentId: string,
  result: { providerPaymentId: string | null; orderId: string; accessToken: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'succeeded', provider_payment_id: result.providerPaymentId, order_id: result.orderId, access_token_hash: hashToken(result.accessToken), updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/** SHA-256 (hex) of an order access token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The succeeded payment of an order when `token` is its access token; null otherwise (wrong token, site or order). */
export async function findPaymentByOrderToken(db: Kysely<Schema>, websiteId: string, orderId: string, token: string): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!row?.access_token_hash) return null;
  const expected = Buffer.from(row.access_token_hash, 'hex');
  const given = Buffer.from(hashToken(token), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return {
    id: row.id,
    websiteId: row.website_id,
    cartId: row.cart_id,
    status: row.status as PaymentRecord['status'],
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.provider,
    providerPaymentId: row.provider_payment_id,
    testMode: row.test_mode === 1,
    reserved: parseJson<TakenStock[]>(row.reserved_json, []),
    giftCardId: row.gift_card_id,
    giftCardCents: row.gift_card_cents,
    orderId: row.order_id,
  };
}
