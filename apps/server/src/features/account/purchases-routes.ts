import { cancelAccountSubscription as cancelRoute, getAccountOrders, getAccountSubscriptions } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { sessionOf } from './session-of.ts';
import { accountOrders, accountSubscriptions, cancelAccountSubscription } from './purchases-service.ts';

/** The customer's orders and subscriptions. */
export function registerPurchasesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  app.get(getAccountOrders.path, { config: { access: getAccountOrders.access } }, async (request) => {
    const { siteUser } = sessionOf(request);
    return { orders: await accountOrders(db, siteUser.websiteId, siteUser.id) };
  });

  app.get(getAccountSubscriptions.path, { config: { access: getAccountSubscriptions.access } }, async (request) => {
    const { siteUser } = sessionOf(request);
    return { subscriptions: await accountSubscriptions(db, siteUser.websiteId, siteUser.id) };
  });

  app.post(cancelRoute.path, { config: { access: cancelRoute.access } }, async (request) => {
    const { id } = cancelRoute.params.parse(request.params);
    const { siteUser } = sessionOf(request);
    return { subscription: await cancelAccountSubscription(db, siteUser.websiteId, siteUser.id, id, now()) };
  });
}
