import { cancelOwnerOrder, exportOwnerOrders, fulfillOwnerOrder, getOwnerOrder, listOwnerOrders, refundOwnerOrder } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { newId } from '../../infra/database/ids.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { fulfilOrder } from './fulfil-service.ts';
import { orderWorkDepsOf } from './order-work-deps.ts';
import { exportOrdersCsv, ownerOrder, ownerOrderPage } from './orders-service.ts';
import { fulfillmentJson, orderJson, refundJson } from './owner-order-json.ts';
import { cancelOrder, refundOrder } from './refund-service.ts';

/** The owner's Idempotency-Key header, when sent. @throws AppError INVALID for a malformed one */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_\-:.]{8,100}$/.test(key)) throw new AppError('INVALID', 'Idempotency-Key must be 8 to 100 letters, digits or _ - : .');
  return key;
}

/**
 * The owner's orders (docs/owner-api.md "Orders"): the list (orders:read) with its filters and CSV
 * export, one order with its payment, shipments, refunds and timeline; fulfil, refund and cancel
 * (orders:write).
 */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const work = orderWorkDepsOf(deps);

  mount(app, listOwnerOrders, ({ query, request }) => ownerOrderPage(db, ownerContributor(request).websiteId, query));
  mount(app, exportOwnerOrders, async ({ query, request, reply }) => {
    const csv = await exportOrdersCsv(db, ownerContributor(request).websiteId, query);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"').header('cache-control', 'no-store').send(csv);
  });
  mount(app, getOwnerOrder, ({ params, request }) => ownerOrder(db, ownerContributor(request).websiteId, params.id));
  mount(app, fulfillOwnerOrder, async ({ params, body, request }) => {
    // Without a key, the tracking number is the natural one: the same parcel is one shipment.
    const key = idempotencyKeyOf(request) ?? `tracking:${body.carrier}:${body.trackingNumber}`;
    const done = await fulfilOrder(work, ownerContributor(request).websiteId, params.id, body, key);
    return { fulfillment: fulfillmentJson(done.fulfillment), order: orderJson(done.order) };
  });
  mount(app, refundOwnerOrder, async ({ params, body, request }) => {
    const contributor = ownerContributor(request);
    const done = await refundOrder(work, contributor.websiteId, params.id, body, idempotencyKeyOf(request) ?? body.idempotencyKey ?? `once-${newId()}`, { contributorId: contributor.id });
    return { refund: refundJson(done.order, done.refund), order: orderJson(done.order) };
  });
  mount(app, cancelOwnerOrder, async ({ params, request }) => {
    const contributor = ownerContributor(request);
    return { order: orderJson(await cancelOrder(work, contributor.websiteId, params.id, contributor.id)) };
  });
}
