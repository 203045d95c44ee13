import {
  publicAdjustStock, publicGetOrder, publicListInventory, publicListOrders, publicListProducts, publicListProfiles, publicListSubmissions,
  publicListTransactions, type ApiKeyScope,
} from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';
import { requireApiKey } from './bearer-auth.ts';
import { API_MESSAGES } from './messages.ts';
import { adjustStock, publicInventoryPage, publicProductPage } from './public-catalog.ts';
import { publicOrder, publicOrderPage } from './public-orders.ts';
import { publicProfilePage, publicSubmissionPage, publicTransactionPage } from './public-records.ts';

/**
 * The public API (docs/public-api.md): every route is `access: 'public'` to the owner guard and
 * admits only a live key of the site with the route's scope (`requireApiKey`, before the handler).
 * Answers are never cached by the browser or a proxy: they are the site's private data.
 */
export function registerPublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const guarded = (scope: ApiKeyScope) => ({ config: { access: 'public' as const }, preHandler: requireApiKey(deps, scope) });
  app.addHook('onSend', async (request: FastifyRequest, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  app.get(publicListOrders.path, guarded('orders:read'), async (request) =>
    publicOrderPage(db, siteOf(request).id, publicListOrders.query.parse(request.query)),
  );

  app.get(publicGetOrder.path, guarded('orders:read'), async (request) => {
    const { id } = publicGetOrder.params.parse(request.params);
    const order = await publicOrder(db, siteOf(request).id, id);
    if (!order) throw new AppError('NOT_FOUND', API_MESSAGES.noSuchOrder);
    return { order };
  });

  app.get(publicListProducts.path, guarded('products:read'), async (request) =>
    publicProductPage(db, siteOf(request), publicListProducts.query.parse(request.query)),
  );

  app.get(publicListInventory.path, guarded('inventory:read'), async (request) =>
    publicInventoryPage(db, siteOf(request).id, publicListInventory.query.parse(request.query)),
  );

  app.post(publicAdjustStock.path, guarded('inventory:write'), async (request) => {
    const { id } = publicAdjustStock.params.parse(request.params);
    const { delta } = publicAdjustStock.body.parse(request.body);
    const key = request.apiKey;
    if (!key) throw new Error('the API key guard did not run');
    return adjustStock(db, { websiteId: siteOf(request).id, keyPrefix: key.prefix, now: now() }, id, delta);
  });

  app.get(publicListTransactions.path, guarded('transactions:read'), async (request) =>
    publicTransactionPage(db, siteOf(request).id, publicListTransactions.query.parse(request.query)),
  );

  app.get(publicListProfiles.path, guarded('profiles:read'), async (request) =>
    publicProfilePage(db, siteOf(request).id, publicListProfiles.query.parse(request.query)),
  );

  app.get(publicListSubmissions.path, guarded('forms:read'), async (request) =>
    publicSubmissionPage(db, siteOf(request).id, publicListSubmissions.query.parse(request.query)),
  );
}
