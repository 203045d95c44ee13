import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutAddress, CheckoutKind, GiftCardDelivery } from './checkout-state-repository.ts';
import { parseJson } from '../../infra/database/json.ts';
import { accountOrderToken, isAccountOrderToken } from './account-order-link.ts';
import { siteKey } from './idempotency-repository.ts';
import type { PaymentsTable, Schema } from '../../infra/database/schema.ts';
import type { TakenStock } from '../catalog/index.ts';
import type { OrderTaxLine } from '../shipping-taxes/index.ts';

/*
 * Payments: one row per payment attempt. 'pending' while stock is reserved and the card is being
 * charged; 'succeeded' with its order, or 'failed' once the reservation was given back.
 *
 * Every move out of 'pending' is a conditional update (`WHERE status = 'pending'`) run first in the
 * transaction that does its effects, so a payment is completed or released at most once, whichever
 * process (the request that reserved it, or a sweeper) gets there first. A pending row's
 * `updated_at` is its last sign of life: the sweeper only touches rows idle for minutes.
 */

/** One line of the order a payment is for (a cart entry as it was when the payment reserved it). */
export interface OrderDraftLine {
  itemId: string;
  variantId: string;
  sku: string;
  title: string;
  productType: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * What a payment is for, frozen when it reserves: any process can write the order from it later, even
 * if the visitor has since changed the cart (the charge was for this, not for the cart as it is now).
 */
export interface OrderDraft {
  siteName: string;
  kind: CheckoutKind;
  email: string;
  shippingAddress: CheckoutAddress | null;
  delivery: GiftCardDelivery | null;
  lines: OrderDraftLine[];
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  discountCents: number;
  /** The order's worth (before the gift card). */
  orderTotalCents: number;
  /** The pay request's idempotency key: the order's answer is stored under it. */
  idempotencyKey: string | null;
  /** Where the visitor reached the site, for absolute links in the e-mails. */
  origin: string | null;
  /** The customer account paying (signed in); null or absent (older rows) for a guest. */
  siteUserId?: string | null;
  /** The tax lines charged (features/shipping-taxes); absent on older rows. */
  taxLines?: OrderTaxLine[];
}

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
  /** The provider's payment intent, once created. */
  intentId: string | null;
  refundedCents: number;
  disputedAt: number | null;
  testMode: boolean;
  reserved: TakenStock[];
  /** What the payment is for; null on rows reserved before drafts were stored. */
  order: OrderDraft | null;
  giftCardId: string | null;
  giftCardCents: number;
  orderId: string | null;
  createdAt: number;
  updatedAt: number;
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
  order: OrderDraft;
  giftCardId: string | null;
  giftCardCents: number;
  now: number;
}

/**
 * `reserved_json` holds `{ stock, order }`: the stock taken and the order draft. Rows written before
 * the draft existed hold the bare stock array; both are read.
 */
interface StoredReservation {
  stock: TakenStock[];
  order: OrderDraft | null;
}

function readReservation(text: string): StoredReservation {
  const parsed = parseJson<TakenStock[] | Partial<StoredReservation> | null>(text, null);
  if (Array.isArray(parsed)) return { stock: parsed, order: null };
  return { stock: parsed?.stock ?? [], order: parsed?.order ?? null };
}

/** Records a payment attempt as pending (inside the reserving transaction). */
export async function insertPendingPayment(db: Kysely<Schema>, input: NewPayment): Promise<void> {
  const reservation: StoredReservation = { stock: [...input.reserved], order: input.order };
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
      reserved_json: JSON.stringify(reservation),
      gift_card_id: input.giftCardId,
      gift_card_cents: input.giftCardCents,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
}

/**
 * Records the provider's charge on a pending payment, before the charge step returns: from then on
 * every process sees the payment as charged. False when the payment is no longer pending (a sweeper
 * settled it meanwhile); the caller must then not treat the charge as its own.
 */
export async function recordCharge(db: Kysely<Schema>, paymentId: string, providerPaymentId: string, now: number, card?: { brand: string; last4: string } | null): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ provider_payment_id: providerPaymentId, updated_at: now, ...(card ? { card_brand: card.brand.slice(0, 40), card_last4: card.last4.slice(-4) } : {}) })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the provider's intent on a pending payment as soon as it is created, so the webhook, the
 * pay request's follow-up and a sweeper all find it. False when the payment is no longer pending.
 */
export async function recordIntent(db: Kysely<Schema>, paymentId: string, intentId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('payments').set({ intent_id: intentId, updated_at: now }).where('id', '=', paymentId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payment of a provider's intent on a site, or null. */
export async function findPaymentByIntent(db: Kysely<Schema>, websiteId: string, intentId: string): Promise<PaymentRecord | null> {
  const row = await db.selectFrom('payments').selectAll().where('intent_id', '=', intentId).where('website_id', '=', websiteId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** What the provider says was refunded of a payment in all (a retried webhook writes the same). */
export async function recordRefunded(db: Kysely<Schema>, paymentId: string, refundedCents: number, now: number): Promise<void> {
  await db.updateTable('payments').set({ refunded_cents: refundedCents, updated_at: now }).where('id', '=', paymentId).execute();
}

/** Marks a payment disputed (the first dispute's time is kept). */
export async function recordDispute(db: Kysely<Schema>, paymentId: string, now: number): Promise<void> {
  await db.updateTable('payments').set({ disputed_at: now }).where('id', '=', paymentId).where('disputed_at', 'is', null).execute();
}

/**
 * Marks a pending payment failed with the provider's code: true when this call did it (run it first
 * in the releasing transaction and roll back on false). `unlessCharged` also refuses a payment whose
 * charge is recorded — a sweeper must never give back what was paid for.
 */
export async function markPaymentFailed(db: Kysely<Schema>, paymentId: string, failureCode: string, now: number, options: { unlessCharged?: boolean } = {}): Promise<boolean> {
  let query = db.updateTable('payments').set({ status: 'failed', failure_code: failureCode, updated_at: now }).where('id', '=', paymentId).where('status', '=', 'pending');
  if (options.unlessCharged) query = query.where('provider_payment_id', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a pending payment succeeded with its charge: true when this call did it (run it first in the
 * completing transaction; on false another process completed or released it).
 */
export async function markPaymentSucceeded(db: Kysely<Schema>, paymentId: string, providerPaymentId: string | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'succeeded', provider_payment_id: providerPaymentId, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links a succeeded payment to its order and the hash of the order's access token (same transaction). */
export async function attachOrderToPayment(db: Kysely<Schema>, paymentId: string, orderId: string, accessToken: string): Promise<void> {
  await db.updateTable('payments').set({ order_id: orderId, access_token_hash: hashToken(accessToken) }).where('id', '=', paymentId).execute();
}

/** A payment by id, or null. */
export async function findPayment(db: Kysely<Schema>, paymentId: string): Promise<PaymentRecord | null> {
  const row = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Payments pending since `cutoff` or before, oldest first (the `payments_status` index): the
 * candidates of a sweep. Claim each with {@link claimStalePayment} before acting on it.
 */
export async function listStalePayments(db: Kysely<Schema>, cutoff: number, limit: number): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', cutoff)
    .where('updated_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** The idempotency keys of the payments still pending, as {@link siteKey}s. */
export async function pendingPaymentKeys(db: Kysely<Schema>): Promise<Set<string>> {
  const rows = await db.selectFrom('payments').select(['website_id', 'reserved_json']).where('status', '=', 'pending').execute();
  const keys = new Set<string>();
  for (const row of rows) {
    const key = readReservation(row.reserved_json).order?.idempotencyKey;
    if (key) keys.add(siteKey(row.website_id, key));
  }
  return keys;
}

/**
 * Claims a stale pending payment for one sweeper: a conditional update of `updated_at` to `now`, so of
 * several sweepers that race, exactly one matches the row; the others see it fresh and skip it. The
 * claim lapses by itself: a sweeper that dies leaves a row that is stale again after the threshold.
 */
export async function claimStalePayment(db: Kysely<Schema>, paymentId: string, cutoff: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .where('updated_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** SHA-256 (hex) of an order access token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The succeeded payment of an order when `token` is its access token, or the account link's token of
 * the account the order belongs to (account-order-link.ts); null otherwise (wrong token, site or order).
 */
export async function findPaymentByOrderToken(db: Kysely<Schema>, websiteId: string, orderId: string, token: string): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .leftJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .select('orders.site_user_id as order_site_user_id')
    .where('payments.website_id', '=', websiteId)
    .where('payments.order_id', '=', orderId)
    .where('payments.status', '=', 'succeeded')
    .executeTakeFirst();
  if (!row?.access_token_hash) return null;
  let expectedHash = row.access_token_hash;
  if (isAccountOrderToken(token)) {
    if (!row.order_site_user_id) return null;
    expectedHash = hashToken(accountOrderToken(row.access_token_hash, orderId, row.order_site_user_id));
  }
  const expected = Buffer.from(expectedHash, 'hex');
  const given = Buffer.from(hashToken(token), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return toRecord(row);
}

/**
 * The account links' tokens of a customer account's paid orders, by order id (orders without a
 * succeeded payment have no page, so no token).
 */
export async function accountOrderTokens(db: Kysely<Schema>, websiteId: string, siteUserId: string, orderIds: readonly string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  if (!orderIds.length) return tokens;
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.order_id', 'payments.access_token_hash'])
    .where('payments.website_id', '=', websiteId)
    .where('payments.status', '=', 'succeeded')
    .where('orders.site_user_id', '=', siteUserId)
    .where('payments.order_id', 'in', [...orderIds])
    .execute();
  for (const row of rows) {
    if (row.order_id && row.access_token_hash) tokens.set(row.order_id, accountOrderToken(row.access_token_hash, row.order_id, siteUserId));
  }
  return tokens;
}

function toRecord(row: Selectable<PaymentsTable>): PaymentRecord {
  const reservation = readReservation(row.reserved_json);
  return {
    id: row.id,
    websiteId: row.website_id,
    cartId: row.cart_id,
    status: row.status as PaymentRecord['status'],
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.provider,
    providerPaymentId: row.provider_payment_id,
    intentId: row.intent_id,
    refundedCents: row.refunded_cents,
    disputedAt: row.disputed_at === null ? null : Number(row.disputed_at),
    testMode: row.test_mode === 1,
    reserved: reservation.stock,
    order: reservation.order,
    giftCardId: row.gift_card_id,
    giftCardCents: row.gift_card_cents,
    orderId: row.order_id,
    // bigint columns come back as strings from PostgreSQL.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
