import { cancelAccountSubscription as cancelRoute, getAccountOrders, getAccountSubscriptions } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { sessionOf } from './session-of.ts';
import { accountOrders, accountSubscriptions, cancelAccountSubscription } from './purchases-service.ts';

/** The customer's orders and subscriptions. */
export function registerPurchasesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, getAccountOrders, async ({ request }) => {
    const { siteUser } = sessionOf(request);
    return { orders: await accountOrders(db, siteUser.websiteId, siteUser.id) };
  });

  mount(app, getAccountSubscriptions, async ({ request }) => {
    const { siteUser } = sessionOf(request);
    return { subscriptions: await accountSubscriptions(db, siteUser.websiteId, siteUser.id) };
  });

  mount(app, cancelRoute, async ({ params, request }) => {
    const { siteUser } = sessionOf(request);
    return { subscription: await cancelAccountSubscription(db, siteUser.websiteId, siteUser.id, params.id, now()) };
  });
}
