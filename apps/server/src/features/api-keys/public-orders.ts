import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeCursor } from '../../infra/database/cursor.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { OrdersTable, Schema } from '../../infra/database/schema.ts';
import { pageOf, publicMoney, type PageQuery } from './public-json.ts';

/* The public API's orders (scope orders:read): newest first, with their lines. */

/** An order as the public API answers it (@plinth/api `publicOrder`). */
export type PublicOrder = ReturnType<typeof orderJson>;

type LineRow = { order_id: string; item_id: string; variant_id: string; sku: string; product_name: string; quantity: number; unit_price_cents: number };

/** An order's row with the time of its last change (`updated_at`, see `lastChange`). */
type OrderRow = Selectable<OrdersTable> & { updated_at: number | string };

/**
 * An order's last change: its creation, or the latest event of its timeline (a fulfilment, a refund,
 * a cancellation, an e-mail; features/orders writes one for each change), whichever is later.
 */
const latestEvent = sql<number>`(select coalesce(max(e.created_at), 0) from order_events e where e.order_id = orders.id and e.website_id = orders.website_id)`;
const lastChange = sql<number>`(case when ${latestEvent} > orders.created_at then ${latestEvent} else orders.created_at end)`;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function orderJson(row: OrderRow, lines: LineRow[]) {
  const money = (minor: number) => publicMoney(minor, row.currency);
  return {
    id: row.id,
    orderNumber: Number(row.order_number),
    createdOn: Number(row.created_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    paymentStatus: row.payment_status as 'paid' | 'partially_refunded' | 'refunded',
    fulfillmentStatus: row.fulfillment_status as 'unfulfilled' | 'partially_fulfilled' | 'fulfilled',
    customerEmail: row.customer_email,
    profileId: row.site_user_id,
    testMode: row.test_mode === 1,
    lineItems: lines.map((line) => ({
      productId: line.item_id,
      variantId: line.variant_id,
      sku: line.sku,
      productName: line.product_name,
      quantity: Number(line.quantity),
      unitPrice: money(line.unit_price_cents),
    })),
    subtotal: money(row.subtotal_cents),
    discountTotal: money(row.discount_cents),
    shippingTotal: money(row.shipping_cents),
    taxTotal: money(row.tax_cents),
    grandTotal: money(row.grand_total_cents),
    shippingAddress: parseJson<Record<string, string> | null>(row.shipping_address_json, null),
  };
}

async function linesOf(db: Kysely<Schema>, websiteId: string, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'item_id', 'variant_id', 'sku', 'product_name', 'quantity', 'unit_price_cents'])
    .where('website_id', '=', websiteId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** A page of the site's orders, newest first. */
export async function publicOrderPage(
  db: Kysely<Schema>,
  websiteId: string,
  page: PageQuery & { updatedSince?: number | undefined; paymentStatus?: string | undefined; fulfillmentStatus?: string | undefined },
): Promise<{ orders: PublicOrder[]; nextCursor: string | null }> {
  let query = db.selectFrom('orders').selectAll().select(lastChange.as('updated_at')).where('website_id', '=', websiteId);
  if (page.paymentStatus) query = query.where('payment_status', '=', page.paymentStatus);
  if (page.fulfillmentStatus) query = query.where('fulfillment_status', '=', page.fulfillmentStatus);
  if (page.createdSince !== undefined) query = query.where('created_at', '>=', page.createdSince);
  if (page.updatedSince !== undefined) query = query.where(lastChange, '>=', page.updatedSince);
  const after = decodeCursor(page.cursor);
  if (after) query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  const { rows, nextCursor } = pageOf(await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute(), page.limit);
  const lines = await linesOf(db, websiteId, rows.map((row) => row.id));
  return { orders: rows.map((row) => orderJson(row, lines.get(row.id) ?? [])), nextCursor };
}

/** One order of the site, or null. */
export async function publicOrder(db: Kysely<Schema>, websiteId: string, id: string): Promise<PublicOrder | null> {
  const row = await db.selectFrom('orders').selectAll().select(lastChange.as('updated_at')).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return orderJson(row, (await linesOf(db, websiteId, [row.id])).get(row.id) ?? []);
}
