/**
 * @plinth/api — the contract between the server, the storefront and the dashboard: the zod schema
 * of every API route's request and answer, with its method and path, and the OpenAPI document made
 * from them. Each feature's routes are in `routes/<feature>.ts`.
 */
import type { ApiRoute } from './api-route.ts';
import { accountRoutes } from './routes/account.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { analyticsSettingsRoutes } from './routes/analytics-settings.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { storeSettingsRoutes } from './routes/store-settings.ts';
import { shippingZonesRoutes } from './routes/shipping-zones.ts';
import { taxRatesRoutes } from './routes/tax-rates.ts';
import { discountsRoutes } from './routes/discounts.ts';
import { contentRoutes } from './routes/content.ts';
import { customersRoutes } from './routes/customers.ts';
import { dashboardHomeRoutes } from './routes/dashboard-home.ts';
import { experimentsRoutes } from './routes/experiments.ts';
import { errorReportsRoutes } from './routes/error-reports.ts';
import { formReportsRoutes } from './routes/form-reports.ts';
import { formsRoutes } from './routes/forms.ts';
import { editorRoutes } from './routes/editor.ts';
import { galleriesRoutes } from './routes/galleries.ts';
import { insightsRoutes } from './routes/insights.ts';
import { mediaRoutes } from './routes/media.ts';
import { taxonomyRoutes } from './routes/taxonomy.ts';
import { memberAreasRoutes } from './routes/member-areas.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { ordersRoutes } from './routes/orders.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { performanceRoutes } from './routes/performance.ts';
import { ownerRoutes } from './routes/owner.ts';
import { recordingsRoutes } from './routes/recordings.ts';
import { restockRoutes } from './routes/restock.ts';
import { siteUsersRoutes } from './routes/site-users.ts';
import { storesRoutes } from './routes/stores.ts';
import { pageTypesRoutes } from './routes/page-types.ts';
import { searchRoutes } from './routes/search.ts';
import { setupRoutes } from './routes/setup.ts';
import { eventsRoutes } from './routes/events.ts';
import { commentsRoutes } from './routes/comments.ts';
import { apiKeysRoutes } from './routes/api-keys.ts';
import { integrationsRoutes } from './routes/integrations.ts';
import { stylesRoutes } from './routes/styles.ts';
import { themesRoutes } from './routes/themes.ts';
import { redirectsRoutes } from './routes/redirects.ts';
import { importsRoutes } from './routes/imports.ts';

export { defineRoute, type ApiRoute, type ResponseType } from './api-route.ts';
export { openApiDocument, openApiPath } from './openapi.ts';
export { ERROR_CODES, errorCodeOfStatus, type ErrorCode } from './openapi/error-codes.ts';
export type { ConfirmedOrder } from './islands/confirmed-order.ts';
export * from './routes/account.ts';
export * from './routes/analytics.ts';
export * from './routes/analytics-settings.ts';
export * from './routes/api-docs.ts';
export * from './routes/captcha.ts';
export * from './routes/cart.ts';
export * from './routes/catalog.ts';
export * from './routes/checkout.ts';
export * from './routes/store-settings.ts';
export * from './routes/shipping-zones.ts';
export * from './routes/tax-rates.ts';
export * from './routes/discounts.ts';
export * from './routes/content.ts';
export * from './routes/customers.ts';
export * from './routes/dashboard-home.ts';
export * from './routes/experiments.ts';
export * from './routes/error-reports.ts';
export * from './routes/form-reports.ts';
export * from './routes/forms.ts';
export * from './routes/editor.ts';
export * from './routes/editor-document.ts';
export * from './routes/galleries.ts';
export * from './routes/insights.ts';
export * from './routes/media.ts';
export * from './routes/member-areas.ts';
export * from './routes/newsletter.ts';
export * from './routes/orders.ts';
export * from './routes/payments.ts';
export * from './routes/outbox.ts';
export * from './routes/performance.ts';
export * from './routes/owner.ts';
export * from './routes/recordings.ts';
export * from './routes/restock.ts';
export * from './routes/site-users.ts';
export * from './routes/stores.ts';
export * from './routes/taxonomy.ts';
export * from './routes/page-types.ts';
export * from './routes/search.ts';
export * from './routes/setup.ts';
export * from './routes/events.ts';
export * from './routes/comments.ts';
export * from './routes/api-keys.ts';
export * from './routes/integrations.ts';
export * from './routes/styles.ts';
export * from './routes/themes.ts';
export * from './routes/redirects.ts';
export * from './routes/imports.ts';
// The operator's health, readiness and metrics routes: exported for the server, not in API_ROUTES (they are not the JSON API).
export * from './routes/health.ts';

/** Every API route of the server, in one list (the OpenAPI document and the route check read it). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...accountRoutes,
  ...analyticsRoutes,
  ...analyticsSettingsRoutes,
  ...apiDocsRoutes,
  ...captchaRoutes,
  ...cartRoutes,
  ...catalogRoutes,
  ...checkoutRoutes,
  ...storeSettingsRoutes,
  ...shippingZonesRoutes,
  ...taxRatesRoutes,
  ...discountsRoutes,
  ...contentRoutes,
  ...customersRoutes,
  ...dashboardHomeRoutes,
  ...experimentsRoutes,
  ...errorReportsRoutes,
  ...formReportsRoutes,
  ...formsRoutes,
  ...editorRoutes,
  ...galleriesRoutes,
  ...insightsRoutes,
  ...mediaRoutes,
  ...memberAreasRoutes,
  ...newsletterRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...outboxRoutes,
  ...performanceRoutes,
  ...ownerRoutes,
  ...recordingsRoutes,
  ...restockRoutes,
  ...siteUsersRoutes,
  ...storesRoutes,
  ...taxonomyRoutes,
  ...stylesRoutes,
  ...themesRoutes,
  ...integrationsRoutes,
  ...apiKeysRoutes,
  ...commentsRoutes,
  ...eventsRoutes,
  ...searchRoutes,
  ...setupRoutes,
  ...pageTypesRoutes,
  ...redirectsRoutes,
  ...importsRoutes,
];
