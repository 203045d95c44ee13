import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { OrdersTable, Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/* Orders: SQL only (orders-service.ts holds the rules). An order outlives its products: its lines are copies. */

/** A line of an order, copied from the cart at purchase (it outlives the product). */
export interface OrderLine {
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/** A shipping address, as checkout collects it. */
export type ShippingAddress = Record<string, string>;

/** Input of {@link insertOrder}. */
export interface NewOrder {
  websiteId: string;
  purchasedCartId?: string | null;
  testMode: boolean;
  customerEmail: string;
  currency: string;
  subtotalCents: number;
  taxCents?: number;
  shippingCents?: number;
  discountCents?: number;
  grandTotalCents: number;
  shippingAddress?: ShippingAddress | null;
  items: OrderLine[];
  /** The customer account that placed it (signed in at checkout); null for a guest. */
  siteUserId?: string | null;
  now?: number;
}

/** A line of a stored order, with how much of it was shipped and refunded. */
export interface OrderLineRecord extends OrderLine {
  id: string;
  fulfilledQuantity: number;
  refundedQuantity: number;
}

/** Where an order's money is. */
export type OrderPaymentStatus = 'paid' | 'partially_refunded' | 'refunded';
/** Where an order's goods are. */
export type OrderFulfillmentStatus = 'unfulfilled' | 'partially_fulfilled' | 'fulfilled';

/** An order with its lines. */
export interface OrderRecord extends Required<Omit<NewOrder, 'now' | 'purchasedCartId' | 'shippingAddress' | 'items'>> {
  id: string;
  items: OrderLineRecord[];
  paymentStatus: OrderPaymentStatus;
  fulfillmentStatus: OrderFulfillmentStatus;
  refundedCents: number;
  cancelledAt: number | null;
  orderNumber: number;
  purchasedCartId: string | null;
  shippingAddress: ShippingAddress | null;
  createdAt: number;
}

export function toOrder(row: Selectable<OrdersTable>, items: OrderLineRecord[]): OrderRecord {
  return {
    id: row.id,
    websiteId: row.website_id,
    orderNumber: row.order_number,
    purchasedCartId: row.purchased_cart_id,
    testMode: row.test_mode === 1,
    customerEmail: row.customer_email,
    currency: row.currency,
    subtotalCents: row.subtotal_cents,
    taxCents: row.tax_cents,
    shippingCents: row.shipping_cents,
    discountCents: row.discount_cents,
    grandTotalCents: row.grand_total_cents,
    shippingAddress: parseJson<ShippingAddress | null>(row.shipping_address_json, null),
    createdAt: Number(row.created_at),
    siteUserId: row.site_user_id,
    paymentStatus: row.payment_status as OrderPaymentStatus,
    fulfillmentStatus: row.fulfillment_status as OrderFulfillmentStatus,
    refundedCents: row.refunded_cents,
    cancelledAt: row.cancelled_at === null ? null : Number(row.cancelled_at),
    items,
  };
}

/**
 * Inserts an order and its lines in one transaction, numbered 1, 2, 3 … per site. The number is
 * max + 1; the unique (website_id, order_number) constraint turns a race into a retry.
 */
export async function insertOrder(db: Kysely<Schema>, input: NewOrder): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await inTransaction(db, async (tx) => {
        // Orders of a site are numbered max + 1: lock the site's row first (a no-op update; readers are
        // not blocked), so concurrent orders on PostgreSQL take numbers one after the other instead of
        // colliding. SQLite has one writer anyway.
        await tx.updateTable('websites').set((eb) => ({ content_version: eb.ref('content_version') })).where('id', '=', input.websiteId).execute();
        const last = await tx.selectFrom('orders').select((eb) => eb.fn.max<number>('order_number').as('n')).where('website_id', '=', input.websiteId).executeTakeFirst();
        const orderId = newId();
        await tx
          .insertInto('orders')
          .values({
            id: orderId,
            website_id: input.websiteId,
            order_number: Number(last?.n ?? 0) + 1,
            purchased_cart_id: input.purchasedCartId ?? null,
            test_mode: input.testMode ? 1 : 0,
            customer_email: input.customerEmail,
            currency: input.currency,
            subtotal_cents: input.subtotalCents,
            tax_cents: input.taxCents ?? 0,
            shipping_cents: input.shippingCents ?? 0,
            discount_cents: input.discountCents ?? 0,
            grand_total_cents: input.grandTotalCents,
            shipping_address_json: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
            created_at: input.now ?? Date.now(),
            site_user_id: input.siteUserId ?? null,
          })
          .execute();
        await tx
          .insertInto('order_items')
          .values(
            input.items.map((line, position) => ({
              id: newId(),
              order_id: orderId,
              website_id: input.websiteId,
              item_id: line.itemId,
              variant_id: line.variantId,
              sku: line.sku,
              product_name: line.productName,
              quantity: line.quantity,
              unit_price_cents: line.unitPriceCents,
              position,
            })),
          )
          .execute();
        return orderId;
      });
      return (await getOrder(db, input.websiteId, id)) as OrderRecord;
    } catch (error) {
      // Kept as a safety net (the site lock makes collisions unlikely). Retry only our own transaction.
      if (db.isTransaction || attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function linesOf(db: Kysely<Schema>, orderIds: string[]): Promise<Map<string, OrderLineRecord[]>> {
  const map = new Map<string, OrderLineRecord[]>();
  if (!orderIds.length) return map;
  const rows = await db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
  for (const r of rows) {
    const list = map.get(r.order_id) ?? [];
    list.push({
      id: r.id,
      itemId: r.item_id,
      variantId: r.variant_id,
      sku: r.sku,
      productName: r.product_name,
      quantity: r.quantity,
      unitPriceCents: r.unit_price_cents,
      fulfilledQuantity: r.fulfilled_quantity,
      refundedQuantity: r.refunded_quantity,
    });
    map.set(r.order_id, list);
  }
  return map;
}

/** One order of the site with its lines; null when none. */
export async function getOrder(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderRecord | null> {
  const row = await db.selectFrom('orders').selectAll().where('website_id', '=', websiteId).where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  return toOrder(row, (await linesOf(db, [row.id])).get(row.id) ?? []);
}

/** What the owner's list narrows to (all optional). */
export interface OrderFilters {
  /** An order number (`12` or `#12`), or part of the e-mail or of the shipping address (the buyer's name). */
  q?: string | undefined;
  paymentStatus?: OrderPaymentStatus | undefined;
  fulfillmentStatus?: OrderFulfillmentStatus | undefined;
  /** Epoch ms, included. */
  fromMs?: number | undefined;
  /** Epoch ms, excluded. */
  beforeMs?: number | undefined;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The site's orders, newest first, a page at a time (keyset cursor), narrowed by `filters`. */
export async function listOrders(
  db: Kysely<Schema>,
  websiteId: string,
  page: { cursor?: string | undefined; limit?: number | undefined } = {},
  filters: OrderFilters = {},
): Promise<{ orders: OrderRecord[]; nextCursor: string | null }> {
  const limit = page.limit ?? 25;
  let q = db.selectFrom('orders').selectAll().where('website_id', '=', websiteId);
  const text = filters.q?.trim();
  if (text) {
    const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
    const pattern = containing(text);
    q = q.where((eb) =>
      eb.or([
        ...(number ? [eb('order_number', '=', Number(number))] : []),
        eb(sql<string>`lower(customer_email)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(shipping_address_json, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
        ...(text.includes(' ') ? [eb(sql<string>`lower(coalesce(shipping_address_json, ''))`, 'like', sql<string>`${fullNamePattern(text)} escape '\\'`)] : []),
      ]),
    );
  }
  if (filters.paymentStatus) q = q.where('payment_status', '=', filters.paymentStatus);
  if (filters.fulfillmentStatus) q = q.where('fulfillment_status', '=', filters.fulfillmentStatus);
  if (filters.fromMs !== undefined) q = q.where('created_at', '>=', filters.fromMs);
  if (filters.beforeMs !== undefined) q = q.where('created_at', '<', filters.beforeMs);
  const after = decodeCursor(page.cursor);
  if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const pageRows = rows.slice(0, limit);
  const lines = await linesOf(db, pageRows.map((r) => r.id));
  const orders = pageRows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  const last = orders[orders.length - 1];
  return { orders, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** "Ada Buyer" as it sits in the address JSON: `…"firstName":"ada","lastName":"buyer…`. */
function fullNamePattern(text: string): string {
  const [first, ...rest] = text.toLowerCase().split(/\s+/);
  const esc = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%"firstname":"${esc(first ?? '')}","lastname":"${esc(rest.join(' '))}%`;
}

/**
 * Gives a customer account the guest orders placed with its e-mail address (called once the address
 * is verified, so no one claims another person's orders by typing their address). The address is
 * compared trimmed and case-insensitively; orders of another account are left alone.
 * @returns how many orders joined the account
 */
export async function claimGuestOrders(db: Kysely<Schema>, websiteId: string, siteUserId: string, email: string): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ site_user_id: siteUserId })
    .where('website_id', '=', websiteId)
    .where('site_user_id', 'is', null)
    .where(sql<string>`lower(trim(customer_email))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  // The subscriptions those orders started join with them (the account lists them, and a paid
  // membership bought as a guest counts once the address is proven).
  await db
    .updateTable('subscriptions')
    .set({ site_user_id: siteUserId })
    .where('website_id', '=', websiteId)
    .where('site_user_id', 'is', null)
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId))
    .execute();
  return Number(result.numUpdatedRows);
}

/** A customer account's orders, newest first, with their lines (the account page). */
export async function listSiteUserOrders(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .execute();
  const lines = await linesOf(db, rows.map((r) => r.id));
  return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
}

/**
 * Lets go of a deleted account's orders: they stay with the owner (bookkeeping), belonging to no
 * account. Call inside the deletion's transaction.
 */
export async function detachSiteUserOrders(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<void> {
  await db.updateTable('orders').set({ site_user_id: null }).where('website_id', '=', websiteId).where('site_user_id', '=', siteUserId).execute();
}
