import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';

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

/**
 * The date one billing period after `from` (UTC): weeks are 7 days; months and years are calendar
 * months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb).
 * @example addBillingPeriod(Date.UTC(2026, 0, 31), { value: 1, unit: 'MONTH' }) // Date.UTC(2026, 1, 28)
 */
export function addBillingPeriod(from: number, period: BillingPeriod): number {
  if (period.unit === 'WEEK') return from + period.value * 7 * 86_400_000;
  const months = period.unit === 'YEAR' ? period.value * 12 : period.value;
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Input of {@link createSubscription}: the first cycle is billed by the order that creates it. */
export type NewSubscription = Omit<SubscriptionRecord, 'id' | 'cyclesBilled' | 'nextBillingAt' | 'status' | 'createdAt'> & { now: number };

/** Records a subscription whose first cycle the order paid (inside the caller's transaction). */
export async function createSubscription(db: Kysely<Schema>, input: NewSubscription): Promise<SubscriptionRecord> {
  const finished = input.numBillingCycles === 1;
  const record: SubscriptionRecord = {
    ...input,
    id: newId(),
    cyclesBilled: 1,
    nextBillingAt: finished ? null : addBillingPeriod(input.now, input.billingPeriod),
    status: finished ? 'completed' : 'active',
    createdAt: input.now,
  };
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
  return record;
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
