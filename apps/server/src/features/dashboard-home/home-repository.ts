import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The Home's reads, SQL only: the orders and visitors of a window, and the counts of the work
 * waiting. Counts come back as numbers on both dialects (PostgreSQL answers count and sum as text).
 */

/** Orders of `[from, to)` in the site's currency, cancelled ones left out: how many and what they took less refunds. */
export async function orderTotals(db: Kysely<Schema>, websiteId: string, currency: string, from: number, to: number): Promise<{ orders: number; salesCents: number }> {
  const row = await db
    .selectFrom('orders')
    .select([sql<string>`count(*)`.as('orders'), sql<string>`coalesce(sum(grand_total_cents - refunded_cents), 0)`.as('sales')])
    .where('website_id', '=', websiteId)
    .where('currency', '=', currency)
    .where('cancelled_at', 'is', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), salesCents: Number(row?.sales ?? 0) };
}

/** Distinct visitors who opened a page in `[from, to)` (raw events: the day's rollup may not be made yet). */
export async function visitorsBetween(db: Kysely<Schema>, websiteId: string, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<string>`count(distinct visitor_id)`.as('visitors'))
    .where('website_id', '=', websiteId)
    .where('kind', '=', 'hit')
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .executeTakeFirst();
  return Number(row?.visitors ?? 0);
}

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

/** Paid orders not cancelled with items still to send. */
export async function ordersToFulfil(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('cancelled_at', 'is', null)
    .where('fulfillment_status', '!=', 'fulfilled')
    .where('payment_status', '!=', 'refunded')
    .executeTakeFirst();
  return count(row);
}

/** Products with a tracked variant at `threshold` units or fewer (sold out included). */
export async function lowStockProducts(db: Kysely<Schema>, websiteId: string, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('variants')
    .select(sql<string>`count(distinct item_id)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('unlimited', '=', 0)
    .where('qty_in_stock', '<=', threshold)
    .executeTakeFirst();
  return count(row);
}

/** Back-in-stock sign-ups not yet told. */
export async function restockWaiting(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db.selectFrom('restock_signups').select(sql<string>`count(*)`.as('n')).where('website_id', '=', websiteId).where('status', '=', 'waiting').executeTakeFirst();
  return count(row);
}

/** Comments waiting in the moderation queue. */
export async function commentsPending(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db.selectFrom('comments').select(sql<string>`count(*)`.as('n')).where('website_id', '=', websiteId).where('status', '=', 'pending').executeTakeFirst();
  return count(row);
}

/** Webhook deliveries that gave up. */
export async function failedWebhookDeliveries(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('integration_deliveries')
    .select(sql<string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('target', '=', 'webhook')
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return count(row);
}

/** Editor documents (pages, posts, product descriptions) with a saved draft not yet published. */
export async function unpublishedDrafts(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('editor_documents')
    .select(sql<string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where((eb) => eb.or([eb('published_revision', 'is', null), eb('published_revision', '<', eb.ref('revision'))]))
    .executeTakeFirst();
  return count(row);
}
