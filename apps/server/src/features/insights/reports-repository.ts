import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The reports' reads: sums over the daily rollups of a range of days, the raw events of the
 * last minutes for the real-time view, and the orders of a range for sales per product. Sums come back as numbers on both dialects (PostgreSQL
 * answers bigint sums as text).
 */

/** Figures summed over rollup rows. */
export interface RollupSums {
  visitors: number;
  pageViews: number;
  sessions: number;
  bounces: number;
  durationMs: number;
  productViews: number;
  addsToCart: number;
  checkouts: number;
  purchases: number;
  orders: number;
  revenueCents: number;
}

const daily = 'analytics_rollups_daily';

function sums(row: Record<string, unknown> | undefined): RollupSums {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    visitors: n('visitors'),
    pageViews: n('page_views'),
    sessions: n('sessions'),
    bounces: n('bounces'),
    durationMs: n('duration_ms'),
    productViews: n('product_views'),
    addsToCart: n('adds_to_cart'),
    checkouts: n('checkouts'),
    purchases: n('purchases'),
    orders: n('orders'),
    revenueCents: n('revenue_cents'),
  };
}

const SUMMED = ['visitors', 'page_views', 'sessions', 'bounces', 'duration_ms', 'product_views', 'adds_to_cart', 'checkouts', 'purchases', 'orders', 'revenue_cents'] as const;

function sumColumns() {
  return SUMMED.map((column) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)`.as(column));
}

/** The site's totals over daily buckets in `[startMs, endMs)`. */
export async function totalsBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number): Promise<RollupSums> {
  const row = await db
    .selectFrom(daily)
    .select(sumColumns())
    .where('website_id', '=', websiteId)
    .where('dimension', '=', 'total')
    .where('bucket_start', '>=', startMs)
    .where('bucket_start', '<', endMs)
    .executeTakeFirst();
  return sums(row);
}

/** The site's 'total' row of each day in `[startMs, endMs)` that has one. */
export async function dailyTotals(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number): Promise<Array<{ bucketStart: number; sums: RollupSums }>> {
  const rows = await db
    .selectFrom(daily)
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('dimension', '=', 'total')
    .where('bucket_start', '>=', startMs)
    .where('bucket_start', '<', endMs)
    .orderBy('bucket_start')
    .execute();
  return rows.map((row) => ({ bucketStart: Number(row.bucket_start), sums: sums(row as unknown as Record<string, unknown>) }));
}

/** The sums of the given values of one rollup dimension over a range (a value without rows has none). */
export async function valuesSums(db: Kysely<Schema>, websiteId: string, dimension: string, values: readonly string[], startMs: number, endMs: number): Promise<Map<string, RollupSums>> {
  if (!values.length) return new Map();
  const rows = await db
    .selectFrom(daily)
    .select('dimension_value')
    .select(sumColumns())
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .where('dimension_value', 'in', [...values])
    .where('bucket_start', '>=', startMs)
    .where('bucket_start', '<', endMs)
    .groupBy('dimension_value')
    .execute();
  return new Map(rows.map((row) => [row.dimension_value, sums(row as unknown as Record<string, unknown>)]));
}

/** What one product sold in a range: the orders it was in, and its lines' total in minor units. */
export interface ProductSales {
  itemId: string;
  orders: number;
  revenueCents: number;
}

/**
 * Sales per product of the site's orders placed in `[startMs, endMs)` in `currency` (unit price ×
 * quantity of each line; order-level discounts, tax and shipping belong to no one product), best
 * sellers first (then by id). `itemIds` narrows them to those products; `limit` caps the rows.
 */
export async function productSales(
  db: Kysely<Schema>,
  websiteId: string,
  currency: string,
  startMs: number,
  endMs: number,
  options: { itemIds?: readonly string[]; limit?: number },
): Promise<ProductSales[]> {
  if (options.itemIds && !options.itemIds.length) return [];
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.item_id')
    .select(sql<string>`count(distinct order_items.order_id)`.as('orders'))
    .select(sql<string>`coalesce(sum(order_items.quantity * order_items.unit_price_cents), 0)`.as('revenue_cents'))
    .where('orders.website_id', '=', websiteId)
    .where('orders.currency', '=', currency)
    .where('orders.created_at', '>=', startMs)
    .where('orders.created_at', '<', endMs)
    .where('order_items.website_id', '=', websiteId)
    .groupBy('order_items.item_id')
    .orderBy(sql`coalesce(sum(order_items.quantity * order_items.unit_price_cents), 0)`, 'desc')
    .orderBy('order_items.item_id');
  if (options.itemIds) query = query.where('order_items.item_id', 'in', [...options.itemIds]);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ itemId: row.item_id, orders: Number(row.orders), revenueCents: Number(row.revenue_cents) }));
}

/** The values of one rollup dimension over a range, by visitors (then page views, then value). */
export async function topValues(
  db: Kysely<Schema>,
  websiteId: string,
  dimension: string,
  startMs: number,
  endMs: number,
  limit: number,
  orderBy: 'visitors' | 'sessions' | 'product_views' = 'visitors',
): Promise<Array<{ value: string; sums: RollupSums }>> {
  const rows = await db
    .selectFrom(daily)
    .select('dimension_value')
    .select(sumColumns())
    .where('website_id', '=', websiteId)
    .where('dimension', '=', dimension)
    .where('bucket_start', '>=', startMs)
    .where('bucket_start', '<', endMs)
    .groupBy('dimension_value')
    .orderBy(sql`coalesce(sum(${sql.ref(orderBy)}), 0)`, 'desc')
    .orderBy(sql`coalesce(sum(page_views), 0)`, 'desc')
    .orderBy('dimension_value')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.dimension_value, sums: sums(row as unknown as Record<string, unknown>) }));
}

/** The page views of a site at or after `since` (the real-time view), oldest first. */
export async function recentHits(db: Kysely<Schema>, websiteId: string, since: number, until: number): Promise<Array<{ at: number; visitor: string; path: string }>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['occurred_at', 'visitor_id', 'path'])
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', since)
    .where('occurred_at', '<=', until)
    .where('kind', '=', 'hit')
    .orderBy('occurred_at')
    .execute();
  return rows.map((row) => ({ at: Number(row.occurred_at), visitor: row.visitor_id, path: row.path }));
}

/** The distinct visitors of any event at or after `since`. */
export async function recentVisitors(db: Kysely<Schema>, websiteId: string, since: number, until: number): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<string>`count(distinct visitor_id)`.as('visitors'))
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', since)
    .where('occurred_at', '<=', until)
    .executeTakeFirst();
  return Number(row?.visitors ?? 0);
}

/** The current titles of a site's items among `ids` (a product deleted since has none). */
export async function itemTitles(db: Kysely<Schema>, websiteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('items').select(['id', 'title']).where('website_id', '=', websiteId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
