import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Schema, SubscriptionsTable } from '../../infra/database/schema.ts';

/*
 * Subscriptions: SQL only (subscriptions-service.ts holds the billing rules). Checkout writes them
 * with the order that pays the first cycle.
 */

/** A billing period. */
export interface BillingPeriod {
  value: number;
  unit: 'WEEK' | 'MONTH' | 'YEAR';
}

/** A subscription as stored. */
export interface SubscriptionRecord {
  id: string;
  websiteId: string;
  orderId: string;
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  customerEmail: string;
  billingPeriod: BillingPeriod;
  /** 0 = until cancelled. */
  numBillingCycles: number;
  cyclesBilled: number;
  nextBillingAt: number | null;
  status: 'active' | 'completed' | 'cancelled';
  createdAt: number;
  /** The customer account that bought it (signed in at checkout); null for a guest. */
  siteUserId?: string | null;
  /** When the customer cancelled: billing stops, access lasts to the end of the paid period (nextBillingAt). */
  cancelledAt?: number | null;
}

/** Inserts a subscription (inside the caller's transaction). */
export async function insertSubscription(db: Kysely<Schema>, record: SubscriptionRecord): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      id: record.id,
      website_id: record.websiteId,
      order_id: record.orderId,
      item_id: record.itemId,
      variant_id: record.variantId,
      sku: record.sku,
      quantity: record.quantity,
      unit_price_cents: record.unitPriceCents,
      currency: record.currency,
      customer_email: record.customerEmail,
      billing_unit: record.billingPeriod.unit,
      billing_value: record.billingPeriod.value,
      num_billing_cycles: record.numBillingCycles,
      cycles_billed: record.cyclesBilled,
      next_billing_at: record.nextBillingAt,
      status: record.status,
      created_at: record.createdAt,
      site_user_id: record.siteUserId ?? null,
      cancelled_at: record.cancelledAt ?? null,
    })
    .execute();
}

function toSubscription(r: Selectable<SubscriptionsTable>): SubscriptionRecord {
  return {
    id: r.id,
    websiteId: r.website_id,
    orderId: r.order_id,
    itemId: r.item_id,
    variantId: r.variant_id,
    sku: r.sku,
    quantity: r.quantity,
    unitPriceCents: r.unit_price_cents,
    currency: r.currency,
    customerEmail: r.customer_email,
    billingPeriod: { value: r.billing_value, unit: r.billing_unit as BillingPeriod['unit'] },
    numBillingCycles: r.num_billing_cycles,
    cyclesBilled: r.cycles_billed,
    nextBillingAt: r.next_billing_at === null ? null : Number(r.next_billing_at),
    status: r.status as SubscriptionRecord['status'],
    createdAt: Number(r.created_at),
    siteUserId: r.site_user_id,
    cancelledAt: r.cancelled_at === null ? null : Number(r.cancelled_at),
  };
}

/** The subscriptions an order created. */
export async function listOrderSubscriptions(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<SubscriptionRecord[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('created_at').execute();
  return rows.map(toSubscription);
}

/**
 * A subscription belongs to an account when it was bought signed in (`site_user_id`) or its order
 * joined the account later (a guest order claimed once the e-mail was verified).
 */
function ownedBy(siteUserId: string) {
  return (eb: ExpressionBuilder<Schema, 'subscriptions'>) =>
    eb.or([eb('site_user_id', '=', siteUserId), eb('order_id', 'in', eb.selectFrom('orders').select('orders.id').where('orders.site_user_id', '=', siteUserId))]);
}

/** A customer account's subscriptions, newest first. */
export async function listSiteUserSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<SubscriptionRecord[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where(ownedBy(siteUserId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSubscription);
}

/** One subscription of a customer account; null when none (or another account's). */
export async function findSiteUserSubscription(db: Kysely<Schema>, websiteId: string, siteUserId: string, id: string): Promise<SubscriptionRecord | null> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where(ownedBy(siteUserId))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSubscription(row) : null;
}

/**
 * Marks an active subscription cancelled (billing stops; next_billing_at is kept as the end of the
 * paid period). Conditional on 'active', so a second cancel changes nothing.
 */
export async function markSubscriptionCancelled(db: Kysely<Schema>, id: string, now: number): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: now }).where('id', '=', id).where('status', '=', 'active').execute();
}

/** Lets go of a deleted account's subscriptions (they stay with the owner's order). */
export async function detachSiteUserSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<void> {
  await db.updateTable('subscriptions').set({ site_user_id: null }).where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId).execute();
}

/** Cancels every active subscription of an account (its deletion: no one is left to manage them). */
export async function cancelSiteUserSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserId: string, now: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('website_id', '=', websiteId)
    .where(ownedBy(siteUserId))
    .where('status', '=', 'active')
    .execute();
}
