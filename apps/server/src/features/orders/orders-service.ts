import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { moneyFromMinor, type CurrencyCode } from '@plinth/commerce';

const moneyOf = (order: OrderRecord, cents: number) => moneyFromMinor(cents, order.currency as CurrencyCode);
import { emitIntegrationEvent } from '../integrations/index.ts';
import { ORDERS_MESSAGES as M } from './messages.ts';
import { stringify } from 'csv-stringify/sync';
import { findOrderPayment, listFulfillments, listOrderEvents, listRefunds } from './order-work-repository.ts';
import { getOrder, insertOrder, listOrders, type NewOrder, type OrderFilters, type OrderFulfillmentStatus, type OrderPaymentStatus, type OrderRecord } from './orders-repository.ts';
import { orderDetailJson, orderJson, type OrderDetailJson, type OrderJson } from './owner-order-json.ts';
import { orderTaxLines, taxLineLabel } from '../shipping-taxes/index.ts';
import { orderDiscountLines } from '../discounts/index.ts';

/*
 * The orders' rules: checkout records an order with the payment that pays it; the owner reads them
 * (docs/owner-api.md "Orders").
 */

/**
 * Records an order and its lines, numbered 1, 2, 3 … per site (inside the caller's transaction
 * when given one).
 * @example await createOrder(db, { websiteId, testMode: true, customerEmail, currency: 'USD', subtotalCents: 900, grandTotalCents: 900, items })
 * @throws Error for an order without lines (a bug of the caller, not a visitor's mistake)
 */
export async function createOrder(db: Kysely<Schema>, input: NewOrder): Promise<OrderRecord> {
  if (input.items.length === 0) throw new Error('An order needs at least one item');
  const order = await insertOrder(db, input);
  // Webhooks (issue 16), in the caller's transaction. Checkout records an order once it is paid, so it is paid too.
  await emitIntegrationEvent(db, input.websiteId, 'order.created', { ...order }, input.now ?? Date.now());
  await emitIntegrationEvent(db, input.websiteId, 'order.paid', { ...order }, input.now ?? Date.now());
  return order;
}

/** The list's and the export's filters as the query gives them. */
export interface OrderQuery {
  q?: string | undefined;
  paymentStatus?: OrderPaymentStatus | undefined;
  fulfillmentStatus?: OrderFulfillmentStatus | undefined;
  /** YYYY-MM-DD, UTC, included. */
  from?: string | undefined;
  /** YYYY-MM-DD, UTC, included. */
  to?: string | undefined;
}

const DAY_MS = 86_400_000;

/** Epoch ms of a YYYY-MM-DD day's start (UTC). @throws AppError INVALID for a day that does not exist */
function dayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw new AppError('INVALID', M.invalidDay);
  return ms;
}

function filtersOf(query: OrderQuery): OrderFilters {
  return {
    q: query.q,
    paymentStatus: query.paymentStatus,
    fulfillmentStatus: query.fulfillmentStatus,
    fromMs: query.from ? dayStart(query.from) : undefined,
    beforeMs: query.to ? dayStart(query.to) + DAY_MS : undefined,
  };
}

/** A page of the site's orders for the owner, newest first. */
export async function ownerOrderPage(
  db: Kysely<Schema>,
  websiteId: string,
  query: OrderQuery & { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ orders: OrderJson[]; nextCursor: string | null }> {
  const found = await listOrders(db, websiteId, { cursor: query.cursor, limit: query.limit }, filtersOf(query));
  return { orders: found.orders.map(orderJson), nextCursor: found.nextCursor };
}

/**
 * One order of the site for the owner.
 * @throws AppError NOT_FOUND for an order of another site, or none
 */
export async function ownerOrder(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderDetailJson> {
  const order = await getOrder(db, websiteId, orderId);
  if (!order) throw new AppError('NOT_FOUND', M.notFound);
  const [payment, fulfillments, refunds, events, taxLines, discountLines] = await Promise.all([
    findOrderPayment(db, websiteId, orderId),
    listFulfillments(db, [orderId]),
    listRefunds(db, [orderId]),
    listOrderEvents(db, orderId),
    orderTaxLines(db, websiteId, orderId),
    orderDiscountLines(db, websiteId, orderId),
  ]);
  return {
    ...orderDetailJson(order, payment, fulfillments, refunds, events),
    taxLines: taxLines.map((line) => ({ label: taxLineLabel(line), amount: moneyOf(order, line.taxCents), included: line.included })),
    discountLines: discountLines.map((line) => ({ label: line.label, amount: moneyOf(order, line.amountCents) })),
  };
}

const CSV_COLUMNS = ['Order', 'Placed (UTC)', 'E-mail', 'Name', 'Payment', 'Fulfilment', 'Currency', 'Total', 'Refunded', 'Items', 'Tracking', 'Cancelled'];

/** "12.50" of 1250 minor units (the CSV's amounts, a spreadsheet's number). */
const decimal = (order: OrderRecord, cents: number) => String(moneyOf(order, cents).decimalValue);

/**
 * The orders the filters find as CSV, newest first, read a page at a time. The text starts with a
 * BOM: it makes Excel read the file as UTF-8.
 */
export async function exportOrdersCsv(db: Kysely<Schema>, websiteId: string, query: OrderQuery): Promise<string> {
  const filters = filtersOf(query);
  const rows: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await listOrders(db, websiteId, { cursor, limit: 500 }, filters);
    const tracking = new Map<string, string[]>();
    for (const f of await listFulfillments(db, page.orders.map((o) => o.id))) tracking.set(f.orderId, [...(tracking.get(f.orderId) ?? []), `${f.carrier} ${f.trackingNumber}`]);
    for (const order of page.orders) {
      const address = order.shippingAddress ?? {};
      rows.push([
        String(order.orderNumber),
        new Date(order.createdAt).toISOString(),
        order.customerEmail,
        [address.firstName, address.lastName].filter(Boolean).join(' '),
        order.paymentStatus,
        order.fulfillmentStatus,
        order.currency,
        decimal(order, order.grandTotalCents),
        decimal(order, order.refundedCents),
        order.items.map((l) => `${l.quantity} × ${l.productName} (${l.sku})`).join('; '),
        (tracking.get(order.id) ?? []).join('; '),
        order.cancelledAt === null ? '' : new Date(order.cancelledAt).toISOString(),
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  // Cells starting with = + - @ are formulas to a spreadsheet: a buyer's name must not run one.
  const safe = rows.map((r) => r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return `\uFEFF${stringify([CSV_COLUMNS, ...safe])}`;
}
