import { formatMoney, isSupportedCurrency, type CurrencyCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { PaymentRefusal } from '../../infra/payments/payment-provider.ts';
import { insertStockMovement } from '../catalog/index.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { mergeLineQuantities } from './fulfil-service.ts';
import { ORDERS_MESSAGES as M } from './messages.ts';
import { recordRefundNotice } from './order-mail.ts';
import type { OrderWorkDeps } from './order-work-deps.ts';
import {
  findOrderPayment,
  findRefund,
  getRefund,
  holdRefundAmount,
  insertOrderEvent,
  insertRefund,
  lockOrder,
  markCancelled,
  refundLine,
  releaseRefundAmount,
  settleRefund,
  updateOrderStates,
  type LineQuantity,
  type OrderPaymentRecord,
  type RefundRecord,
} from './order-work-repository.ts';
import { getOrder, type OrderRecord } from './orders-repository.ts';

/*
 * Refunds, in three steps so that money is never given back twice nor more than was paid, even when
 * two refunds race: (1) in one transaction, hold the amount on the order with a conditional UPDATE
 * (refunded + amount ≤ paid) and record the refund as pending; (2) ask the payment's provider, with
 * the refund's id as its idempotency key; (3) in one transaction, settle it — on success restock,
 * the timeline, the buyer's notice and the webhook; on refusal release the hold.
 */

/** What the owner refunds: an amount, or items (their price × quantity), or both (the amount wins, the items are what came back). */
export interface RefundInput {
  amountCents?: number | undefined;
  items?: LineQuantity[] | undefined;
  restock: boolean;
  reason?: string | undefined;
}

const moneyOf = (order: OrderRecord, cents: number) => formatMoney(cents, (isSupportedCurrency(order.currency) ? order.currency : 'USD') as CurrencyCode);

/** Holds the refund (step 1): the pending refund, or the one made earlier under `key`. */
async function holdRefund(db: Kysely<Schema>, websiteId: string, orderId: string, input: RefundInput, key: string, now: number): Promise<{ refund: RefundRecord; payment: OrderPaymentRecord; fresh: boolean }> {
  return inTransaction(db, async (tx) => {
    if (!(await lockOrder(tx, websiteId, orderId))) throw new AppError('NOT_FOUND', M.notFound);
    const payment = await findOrderPayment(tx, websiteId, orderId);
    const earlier = await findRefund(tx, orderId, key);
    if (earlier && payment) return { refund: earlier, payment, fresh: false };
    if (!payment || payment.status !== 'succeeded' || !payment.providerPaymentId || payment.amountCents <= 0) throw new AppError('CONFLICT', M.noPayment);
    const order = (await getOrder(tx, websiteId, orderId)) as OrderRecord;
    const lines = mergeLineQuantities(input.items ?? []);
    let itemsCents = 0;
    for (const l of lines) {
      const line = order.items.find((i) => i.id === l.lineId);
      if (!line) throw new AppError('INVALID', M.noLine(l.lineId));
      const left = line.quantity - line.refundedQuantity;
      if (l.quantity > left || !(await refundLine(tx, orderId, l, l.quantity))) throw new AppError('INVALID', M.tooManyToRefund(line.productName, left));
      itemsCents += l.quantity * line.unitPriceCents;
    }
    const left = payment.amountCents - order.refundedCents;
    if (left <= 0) throw new AppError('CONFLICT', M.nothingToRefund);
    // Items refunded on an order paid partly by gift card give back at most what the card paid.
    const amountCents = input.amountCents ?? Math.min(itemsCents, left);
    if (amountCents <= 0) throw new AppError('INVALID', M.refundWhat);
    if (amountCents > left || !(await holdRefundAmount(tx, orderId, amountCents, payment.amountCents))) throw new AppError('INVALID', M.refundTooLarge(moneyOf(order, left)));
    const refund = await insertRefund(tx, websiteId, { orderId, key, amountCents, lines, restock: input.restock, reason: input.reason ?? null, createdAt: now });
    return { refund, payment, fresh: true };
  });
}

/** Gives the stock of the refunded lines back, each a movement with reason 'refund'. */
async function restock(tx: Kysely<Schema>, websiteId: string, order: OrderRecord, lines: readonly LineQuantity[], contributorId: string | null, now: number): Promise<void> {
  for (const l of lines) {
    const line = order.items.find((i) => i.id === l.lineId);
    if (!line) continue;
    const row = await tx
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', l.quantity) }))
      .where('website_id', '=', websiteId)
      .where('id', '=', line.variantId)
      .where('unlimited', '=', 0)
      .returning(['qty_in_stock'])
      .executeTakeFirst();
    if (!row) continue; // unlimited, or the variant is gone
    await insertStockMovement(tx, { websiteId, contributorId, now }, { variantId: line.variantId, delta: l.quantity, qtyAfter: row.qty_in_stock, reason: 'refund' });
    await emitIntegrationEvent(tx, websiteId, 'inventory.updated', { variantId: line.variantId, sku: line.sku, delta: l.quantity, qtyInStock: row.qty_in_stock, reason: 'refund' }, now);
    await tx.updateTable('websites').set((eb) => ({ content_version: eb('content_version', '+', 1) })).where('id', '=', websiteId).execute();
  }
}

/** Who refunds, and whether it is a cancellation. */
export interface RefundActor {
  contributorId: string | null;
  cancelling?: boolean;
}

/**
 * Refunds an order through its payment's provider and e-mails the buyer; restocks when asked.
 * Idempotent under `key`: a retry answers the first refund (and the provider makes one too).
 * @throws AppError NOT_FOUND; INVALID (more than paid, an unknown line, more items than left); CONFLICT (no payment, all refunded, the provider refused); UNAVAILABLE (the provider did not answer)
 */
export async function refundOrder(deps: OrderWorkDeps, websiteId: string, orderId: string, input: RefundInput, key: string, actor: RefundActor): Promise<{ refund: RefundRecord; order: OrderRecord }> {
  const held = await holdRefund(deps.db, websiteId, orderId, input, key, deps.now());
  let refund = held.refund;
  if (refund.status === 'pending') refund = await askProvider(deps, websiteId, refund, held.payment, actor);
  if (refund.status === 'failed' && held.fresh) throw new AppError('CONFLICT', M.providerRefused(refund.failure ?? ''));
  return { refund, order: (await getOrder(deps.db, websiteId, orderId)) as OrderRecord };
}

async function askProvider(deps: OrderWorkDeps, websiteId: string, refund: RefundRecord, payment: OrderPaymentRecord, actor: RefundActor): Promise<RefundRecord> {
  const provider = await deps.providerNamed(websiteId, payment.provider);
  let outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; failure: string };
  if (!provider) outcome = { status: 'failed', failure: M.providerMissing };
  else {
    try {
      const made = await provider.refund({ intentId: payment.providerPaymentId as string, amountCents: refund.amountCents, idempotencyKey: `refund-${refund.id}` });
      outcome = { status: 'succeeded', providerRefundId: made.refundId };
    } catch (error) {
      // Unreachable: the refund stays pending (its amount held) and the owner's retry with the same key asks again.
      if (!(error instanceof PaymentRefusal)) throw new AppError('UNAVAILABLE', 'The payment provider is not answering. Try again in a moment.');
      outcome = { status: 'failed', failure: error.message };
    }
  }
  let deliver: (() => Promise<void>) | null = null;
  await inTransaction(deps.db, async (tx) => {
    await lockOrder(tx, websiteId, refund.orderId);
    if (!(await settleRefund(tx, refund.id, outcome))) return; // a racing retry settled it
    const now = deps.now();
    if (outcome.status === 'failed') {
      await releaseRefundAmount(tx, refund.orderId, refund.amountCents);
      for (const l of refund.lines) await refundLine(tx, refund.orderId, l, -l.quantity);
      await insertOrderEvent(tx, websiteId, refund.orderId, 'refund_failed', { amountCents: refund.amountCents, failure: outcome.failure }, now);
      return;
    }
    await updateOrderStates(tx, refund.orderId, payment.amountCents);
    const order = (await getOrder(tx, websiteId, refund.orderId)) as OrderRecord;
    if (refund.restock) await restock(tx, websiteId, order, refund.lines, actor.contributorId, now);
    await insertOrderEvent(tx, websiteId, refund.orderId, 'refunded', { amountCents: refund.amountCents, currency: order.currency, restocked: refund.restock, units: refund.lines.reduce((n, l) => n + l.quantity, 0), reason: refund.reason }, now);
    if (actor.cancelling) {
      await markCancelled(tx, refund.orderId, now);
      await insertOrderEvent(tx, websiteId, refund.orderId, 'cancelled', {}, now);
    }
    deliver = await recordRefundNotice(deps, tx, order, { amountCents: refund.amountCents, lines: refund.lines, reason: refund.reason, cancelled: actor.cancelling === true });
    await emitIntegrationEvent(tx, websiteId, 'order.refunded', { orderId: order.id, orderNumber: order.orderNumber, amountCents: refund.amountCents, currency: order.currency, restocked: refund.restock, paymentStatus: order.paymentStatus }, now);
    if (actor.cancelling) await emitIntegrationEvent(tx, websiteId, 'order.cancelled', { orderId: order.id, orderNumber: order.orderNumber }, now);
  });
  if (deliver) await (deliver as () => Promise<void>)();
  return (await getRefund(deps.db, refund.id)) ?? refund;
}

/**
 * Cancels an order nothing of which shipped: refunds what is left of its payment, gives back every
 * line not yet refunded and restocks it; e-mails the buyer. Cancelling twice changes nothing.
 * @throws AppError NOT_FOUND; CONFLICT once anything shipped (or as refundOrder)
 */
export async function cancelOrder(deps: OrderWorkDeps, websiteId: string, orderId: string, contributorId: string | null): Promise<OrderRecord> {
  const order = await getOrder(deps.db, websiteId, orderId);
  if (!order) throw new AppError('NOT_FOUND', M.notFound);
  if (order.cancelledAt !== null) return order;
  if (order.items.some((l) => l.fulfilledQuantity > 0)) throw new AppError('CONFLICT', M.cannotCancelShipped);
  const lines = order.items.filter((l) => l.quantity > l.refundedQuantity).map((l) => ({ lineId: l.id, quantity: l.quantity - l.refundedQuantity }));
  const payment = await findOrderPayment(deps.db, websiteId, orderId);
  const left = (payment?.amountCents ?? 0) - order.refundedCents;
  if (payment?.status === 'succeeded' && left > 0) {
    await refundOrder(deps, websiteId, orderId, { amountCents: left, items: lines, restock: true, reason: 'Order cancelled' }, `cancel-${orderId}`, { contributorId, cancelling: true });
  } else {
    // Nothing left to give back (refunded already, or no card payment): restock what was not, and mark it.
    let deliver: (() => Promise<void>) | null = null;
    await inTransaction(deps.db, async (tx) => {
      await lockOrder(tx, websiteId, orderId);
      const now = deps.now();
      if (!(await markCancelled(tx, orderId, now))) return;
      for (const l of lines) await refundLine(tx, orderId, l, l.quantity);
      await restock(tx, websiteId, order, lines, contributorId, now);
      await updateOrderStates(tx, orderId, payment?.amountCents ?? 0);
      await insertOrderEvent(tx, websiteId, orderId, 'cancelled', {}, now);
      deliver = await recordRefundNotice(deps, tx, order, { amountCents: 0, lines, reason: null, cancelled: true });
      await emitIntegrationEvent(tx, websiteId, 'order.cancelled', { orderId, orderNumber: order.orderNumber }, now);
    });
    if (deliver) await (deliver as () => Promise<void>)();
  }
  return (await getOrder(deps.db, websiteId, orderId)) as OrderRecord;
}

/**
 * Settles the refunds a dead process left pending (their amount held, the provider's answer never
 * recorded): each is asked of its provider again under the same idempotency key, so a refund the
 * provider made is recorded once and one it never got is made now. Run at start by the process that
 * finds no other alive (decisions/0008); a refund whose provider still does not answer stays pending
 * for the owner's retry or the next start.
 * @returns how many were settled
 */
export async function settlePendingRefunds(deps: OrderWorkDeps): Promise<number> {
  const pending = await deps.db.selectFrom('order_refunds').select(['id', 'website_id']).where('status', '=', 'pending').orderBy('created_at').execute();
  let settled = 0;
  for (const row of pending) {
    const refund = await getRefund(deps.db, row.id);
    const payment = refund && (await findOrderPayment(deps.db, row.website_id, refund.orderId));
    if (!refund || !payment) continue;
    try {
      if ((await askProvider(deps, row.website_id, refund, payment, { contributorId: null })).status !== 'pending') settled++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // the provider is not answering: left for later
    }
  }
  return settled;
}
