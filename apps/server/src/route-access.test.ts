import { expect, it } from 'vitest';
import { forEachStore } from './test-support/test-app.ts';

/**
 * The visitor routes: the only API routes that may be called without an owner permission. A new
 * route either declares the permission it needs (`config: { access: 'orders:read' }`) or is added
 * here on purpose; a route that changes owner data can never be open by forgetting the guard.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/1/performance/settings',
  'POST /api/1/performance/records',
  'POST /api/census/RecordHit',
  'POST /api/census/button-click',
  'POST /api/census/button-render',
  'POST /api/census/form-render',
  'POST /api/census/overlay',
  'POST /api/census/RecordQuickView/:id',
  'POST /api/events/RecordEvent',
  'POST /api/events/RecordJavascriptErrors',
  'POST /api/v1/clanker/events',
  'POST /api/v1/clanker/validate-event-content/:schema',
  'DELETE /api/commerce/shopping-cart/entries/:entryId',
  'DELETE /api/owner/session',
  'GET /api/3/commerce/cart/subscription/:cartToken',
  'GET /api/captcha/altcha/challenge',
  'GET /api/captcha/config',
  'GET /api/commerce/checkout',
  'GET /api/commerce/gift-card/balance',
  'GET /api/commerce/inventory/stock/',
  'GET /api/commerce/shopping-cart',
  'GET /api/commerce/session-recorder/getId',
  'GET /api/maps/places/autocomplete',
  'GET /api/maps/places/details',
  'POST /api/commerce/session-recorder/events/:id',
  'GET /api/newsletter/confirm',
  'GET /api/openapi.json',
  'GET /api/newsletter/unsubscribe',
  'GET /api/owner/session',
  'GET /api/owner/setup',
  'GET /api/site-users/account/notifications/restock/unsubscribe',
  'GET /api/template/GetTemplateSchema',
  'POST /api/3/commerce/cart/subscription',
  'POST /api/3/commerce/cart/subscription/:cartToken/pay',
  'POST /api/commerce/checkout/pay',
  // Issue 30: the test provider's tokenisation and 3-D Secure stand-ins (404 unless it is the site's provider), Stripe's signed webhook.
  'POST /api/commerce/test-payments/payment-methods',
  'POST /api/commerce/test-payments/authentications',
  'POST /api/commerce/stripe/webhook',
  'POST /api/commerce/gift-card/purchase',
  'POST /api/commerce/shopping-cart/entries',
  'POST /api/form/FormSubmissionKey',
  'POST /api/form/SaveFormSubmission',
  'POST /api/owner/session',
  'POST /api/owner/session/link',
  'POST /api/owner/setup',
  'POST /api/rest/forms/validate/:formId',
  'POST /api/site-users/account/notifications/restock',
  'POST /api/site-users/account/session',
  'DELETE /api/site-users/account/session',
  'POST /api/site-users/accounts',
  'POST /api/site-users/account/verify',
  'POST /api/site-users/account/sign-in-code',
  'POST /api/site-users/account/session/code',
  'POST /api/site-users/account/session/link',
  'POST /api/site-users/account/password-reset',
  'POST /api/site-users/account/password-reset/complete',
  'PUT /api/commerce/checkout',
  // Issue 16–17: comments and likes, search, the lock screen's and page passwords' forms; the public API
  // (/api/v1) is open to the owner check and guarded by its own bearer key (features/api-keys).
  'DELETE /api/comments/items/:itemId/likes',
  'GET /api/comments/items/:itemId',
  'GET /api/comments/items/:itemId/likes',
  'GET /api/search',
  'GET /api/v1/form-submissions',
  'GET /api/v1/inventory',
  'GET /api/v1/orders',
  'GET /api/v1/orders/:id',
  'GET /api/v1/products',
  'GET /api/v1/profiles',
  'GET /api/v1/transactions',
  'POST /api/comments/items/:itemId',
  'POST /api/comments/items/:itemId/likes',
  'POST /api/site-access/pages/:id/unlock',
  'POST /api/site-access/unlock',
  'POST /api/v1/inventory/:id/adjustments',
  'PUT /api/commerce/shopping-cart/entries/:entryId',
  'PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields',
];

/** Paths that are the owner's whatever they are called (the spec's owner routes keep their spec paths). */
const OWNER_PATHS = [/^\/api\/owner\//, /^\/api\/site-header-footer/, /^\/api\/multilingual\//, /^\/api\/commondata\//, /^\/api\/widget\//, /^\/api\/content-service\//];

forEachStore('route access', (store) => {
  const routes = () => store.app.routeTable.filter((route) => route.method !== 'HEAD');
  const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('every route declares who may call it', () => {
    const undeclared = routes().filter((route) => route.config?.access === undefined).map(name);
    expect(undeclared).toEqual([]);
  });

  it('the only public API routes are the visitor routes (the JSON 404 aside)', () => {
    const open = routes()
      .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/*' && route.config?.access === 'public')
      .map(name)
      .sort();
    expect(open).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('every owner path declares a permission, except signing in and out and the setup of a site with no owner', () => {
    const session = new Set(['GET /api/owner/session', 'POST /api/owner/session', 'POST /api/owner/session/link', 'DELETE /api/owner/session', 'GET /api/owner/setup', 'POST /api/owner/setup']);
    const unguarded = routes()
      .filter((route) => OWNER_PATHS.some((path) => path.test(route.url)) && !session.has(name(route)))
      .filter((route) => route.config?.access === undefined || route.config.access === 'public')
      .map(name);
    expect(unguarded).toEqual([]);
  });

  it('a route that declares a permission refuses a visitor without a session', async () => {
    const guarded = routes().filter((route) => typeof route.config?.access === 'string' && route.config.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const response = await store.app.inject({ method: route.method as 'GET', url });
      expect({ route: name(route), status: response.statusCode }).toEqual({ route: name(route), status: 401 });
    }
  });
});
