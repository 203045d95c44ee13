import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

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
  status: 'active' | 'completed';
  createdAt: number;
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
    })
    .execute();
}

/** The subscriptions an order created. */
export async function listOrderSubscriptions(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<SubscriptionRecord[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('created_at').execute();
  return rows.map((r) => ({
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
  }));
}
