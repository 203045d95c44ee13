import { accountFeature } from './features/account/feature.ts';
import { analyticsFeature } from './features/analytics/feature.ts';
import { apiDocsFeature } from './features/api-docs/feature.ts';
import { apiKeysFeature } from './features/api-keys/feature.ts';
import { captchaFeature } from './features/captcha/feature.ts';
import { cartFeature } from './features/cart/feature.ts';
import { catalogFeature } from './features/catalog/feature.ts';
import { checkoutFeature } from './features/checkout/feature.ts';
import { commentsFeature } from './features/comments/feature.ts';
import { contentFeature } from './features/content/feature.ts';
import { customersFeature } from './features/customers/feature.ts';
import { dashboardFeature } from './features/dashboard/feature.ts';
import { discountsFeature } from './features/discounts/feature.ts';
import { dashboardHomeFeature } from './features/dashboard-home/feature.ts';
import { developerThemesFeature } from './features/developer-themes/feature.ts';
import { editorFeature } from './features/editor/feature.ts';
import { eventsFeature } from './features/events/feature.ts';
import { experimentsFeature } from './features/experiments/feature.ts';
import { formsFeature } from './features/forms/feature.ts';
import { galleriesFeature } from './features/galleries/feature.ts';
import { healthFeature } from './features/health/feature.ts';
import { identityFeature } from './features/identity/feature.ts';
import { importsFeature } from './features/imports/feature.ts';
import { insightsFeature } from './features/insights/feature.ts';
import { integrationsFeature } from './features/integrations/feature.ts';
import { mediaFeature } from './features/media/feature.ts';
import { memberAreasFeature } from './features/member-areas/feature.ts';
import { newsletterFeature } from './features/newsletter/feature.ts';
import { ordersFeature } from './features/orders/feature.ts';
import { outboxFeature } from './features/outbox/feature.ts';
import { ownerFeature } from './features/owner/feature.ts';
import { pageTypesFeature } from './features/page-types/feature.ts';
import { pagesFeature } from './features/pages/feature.ts';
import { paymentsFeature } from './features/payments/feature.ts';
import { performanceFeature } from './features/performance/feature.ts';
import { recordingsFeature } from './features/recordings/feature.ts';
import { redirectsFeature } from './features/redirects/feature.ts';
import { restockFeature } from './features/restock/feature.ts';
import { searchFeature } from './features/search/feature.ts';
import { setupFeature } from './features/setup/feature.ts';
import { storeSettingsFeature } from './features/store-settings/feature.ts';
import { shippingTaxesFeature } from './features/shipping-taxes/feature.ts';
import { siteFeature } from './features/site/feature.ts';
import { siteUsersFeature } from './features/site-users/feature.ts';
import { storesFeature } from './features/stores/feature.ts';
import { stylesFeature } from './features/styles/feature.ts';
import { themesFeature } from './features/themes/feature.ts';
import { taxonomyFeature } from './features/taxonomy/feature.ts';
import type { Feature } from './infra/features/feature.ts';

/**
 * Every feature, in the order they register: the one list the app, `plinth start` (jobs, workers,
 * crash recovery) and the template engine's formatters are derived from. The site feature comes
 * first (its hook resolves `request.website` for every later route), then the identity (its guard puts
 * in front of every later route the check its `access` declares: an owner permission, a signed-in
 * customer); api-docs answers the API paths no route took, and pages (every other GET) comes last.
 */
export const FEATURES: readonly Feature[] = [
  siteFeature,
  identityFeature,
  ownerFeature,
  siteUsersFeature,
  setupFeature,
  catalogFeature,
  contentFeature,
  mediaFeature,
  galleriesFeature,
  editorFeature,
  taxonomyFeature,
  storesFeature,
  cartFeature,
  checkoutFeature,
  storeSettingsFeature,
  shippingTaxesFeature,
  discountsFeature,
  paymentsFeature,
  ordersFeature,
  outboxFeature,
  formsFeature,
  newsletterFeature,
  captchaFeature,
  restockFeature,
  accountFeature,
  memberAreasFeature,
  customersFeature,
  analyticsFeature,
  insightsFeature,
  performanceFeature,
  experimentsFeature,
  recordingsFeature,
  stylesFeature,
  themesFeature,
  integrationsFeature,
  apiKeysFeature,
  commentsFeature,
  eventsFeature,
  searchFeature,
  dashboardHomeFeature,
  redirectsFeature,
  importsFeature,
  pageTypesFeature,
  developerThemesFeature,
  dashboardFeature,
  healthFeature,
  apiDocsFeature,
  pagesFeature,
];
