import { AppError } from '../../infra/errors/app-error.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { ORDERS_MESSAGES as M } from './messages.ts';
import { recordShippingConfirmation } from './order-mail.ts';
import type { OrderWorkDeps } from './order-work-deps.ts';
import { findFulfillment, findOrderPayment, insertFulfillment, insertOrderEvent, lockOrder, shipLine, updateOrderStates, type FulfillmentRecord, type LineQuantity } from './order-work-repository.ts';
import { getOrder, type OrderRecord } from './orders-repository.ts';

/** What the owner ships. */
export interface FulfilInput {
  /** Unset: everything not yet shipped (nor refunded). */
  items?: LineQuantity[] | undefined;
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string | undefined;
}

/** Merges lines that name the same line id. */
export function mergeLineQuantities(lines: readonly LineQuantity[]): LineQuantity[] {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.lineId, (totals.get(l.lineId) ?? 0) + l.quantity);
  return [...totals].map(([lineId, quantity]) => ({ lineId, quantity }));
}

/** What is left to ship of each line: ordered − shipped − refunded. */
const leftToShip = (line: OrderRecord['items'][number]) => Math.max(0, line.quantity - line.fulfilledQuantity - line.refundedQuantity);

/**
 * Ships some or all of an order and e-mails the buyer the tracking link, in one transaction. The
 * shipment is idempotent under `key` (the owner's Idempotency-Key, or carrier + tracking number): a
 * retry answers the first shipment and ships nothing more.
 * @throws AppError NOT_FOUND, INVALID (an unknown line, more than is left), CONFLICT (cancelled, nothing left)
 */
export async function fulfilOrder(deps: OrderWorkDeps, websiteId: string, orderId: string, input: FulfilInput, key: string): Promise<{ fulfillment: FulfillmentRecord; order: OrderRecord }> {
  let deliver: (() => Promise<void>) | null = null;
  const fulfillment = await inTransaction(deps.db, async (tx) => {
    if (!(await lockOrder(tx, websiteId, orderId))) throw new AppError('NOT_FOUND', M.notFound);
    const earlier = await findFulfillment(tx, orderId, key);
    if (earlier) return earlier;
    const order = (await getOrder(tx, websiteId, orderId)) as OrderRecord;
    if (order.cancelledAt !== null) throw new AppError('CONFLICT', M.cancelled);
    const lines = input.items
      ? mergeLineQuantities(input.items)
      : order.items.filter((l) => leftToShip(l) > 0).map((l) => ({ lineId: l.id, quantity: leftToShip(l) }));
    if (lines.length === 0) throw new AppError('CONFLICT', M.nothingToShip);
    for (const l of lines) {
      const line = order.items.find((i) => i.id === l.lineId);
      if (!line) throw new AppError('INVALID', M.noLine(l.lineId));
      if (l.quantity > leftToShip(line)) throw new AppError('INVALID', M.tooManyToShip(line.productName, leftToShip(line)));
      if (!(await shipLine(tx, orderId, l))) throw new AppError('INVALID', M.tooManyToShip(line.productName, leftToShip(line)));
    }
    const now = deps.now();
    const made = await insertFulfillment(tx, websiteId, {
      orderId,
      key,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl ?? null,
      lines,
      createdAt: now,
    });
    const payment = await findOrderPayment(tx, websiteId, orderId);
    await updateOrderStates(tx, orderId, payment?.amountCents ?? 0);
    const after = (await getOrder(tx, websiteId, orderId)) as OrderRecord;
    await insertOrderEvent(tx, websiteId, orderId, 'fulfilled', { carrier: made.carrier, trackingNumber: made.trackingNumber, trackingUrl: made.trackingUrl, units: lines.reduce((n, l) => n + l.quantity, 0) }, now);
    deliver = await recordShippingConfirmation(deps, tx, after, { ...made, complete: after.fulfillmentStatus === 'fulfilled' });
    await emitIntegrationEvent(tx, websiteId, 'order.fulfilled', { orderId, orderNumber: after.orderNumber, fulfillment: { ...made, key: undefined }, fulfillmentStatus: after.fulfillmentStatus }, now);
    return made;
  });
  if (deliver) await (deliver as () => Promise<void>)();
  return { fulfillment, order: (await getOrder(deps.db, websiteId, orderId)) as OrderRecord };
}
