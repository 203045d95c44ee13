import {
  publicAdjustStock, publicGetOrder, publicListInventory, publicListOrders, publicListProducts, publicListProfiles, publicListSubmissions,
  publicListTransactions, type ApiKeyScope,
} from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount, type MountOptions } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { requireApiKey } from './bearer-auth.ts';
import { idempotentWrite } from './idempotency.ts';
import { API_MESSAGES } from './messages.ts';
import { adjustStock, publicInventoryPage, publicProductPage } from './public-catalog.ts';
import { publicOrder, publicOrderPage } from './public-orders.ts';
import { publicProfilePage, publicSubmissionPage, publicTransactionPage } from './public-records.ts';

/**
 * The public API (docs/public-api.md): every route is `access: 'public'` to the owner guard (the
 * contract says so) and admits only a live key of the site with the route's scope (`requireApiKey`,
 * before the handler).
 * Answers are never cached by the browser or a proxy: they are the site's private data.
 */
export function registerPublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const guarded = (scope: ApiKeyScope): MountOptions => ({ preHandler: requireApiKey(deps, scope) });
  app.addHook('onSend', async (request: FastifyRequest, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  mount(app, publicListOrders, ({ query, request }) => publicOrderPage(db, siteOf(request).id, query), guarded('orders:read'));

  mount(app, publicGetOrder, async ({ params: { id }, request }) => {
    const order = await publicOrder(db, siteOf(request).id, id);
    if (!order) throw new AppError('NOT_FOUND', API_MESSAGES.noSuchOrder);
    return { order };
  }, guarded('orders:read'));

  mount(app, publicListProducts, ({ query, request }) => publicProductPage(db, siteOf(request), query), guarded('products:read'));

  mount(app, publicListInventory, ({ query, request }) => publicInventoryPage(db, siteOf(request).id, query), guarded('inventory:read'));

  mount(app, publicAdjustStock, async ({ params: { id }, body: { delta }, request, reply }) => {
    const key = request.apiKey;
    if (!key) throw new Error('the API key guard did not run');
    const websiteId = siteOf(request).id;
    const at = now();
    return idempotentWrite(db, { websiteId, apiKeyId: key.id, request, reply, now: at }, (tx) => adjustStock(tx, { websiteId, keyPrefix: key.prefix, now: at }, id, delta));
  }, guarded('inventory:write'));

  mount(app, publicListTransactions, ({ query, request }) => publicTransactionPage(db, siteOf(request).id, query), guarded('transactions:read'));

  mount(app, publicListProfiles, ({ query, request }) => publicProfilePage(db, siteOf(request).id, query), guarded('profiles:read'));

  mount(app, publicListSubmissions, ({ query, request }) => publicSubmissionPage(db, siteOf(request).id, query), guarded('forms:read'));
}
