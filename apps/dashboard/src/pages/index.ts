/**
 * Every page of the owner app, declared once: each folder's `pages.ts`
 * lists its pages (path, title, permission, sidebar position, chunk). The
 * URL table (router/routes.ts), the sidebar (navigation.ts) and the lazy
 * components (page-registry.ts) are derived from this list.
 *
 * To add a page: declare it in its folder's `pages.ts`; a new folder also
 * gets one line here.
 */
import analytics from './analytics/pages.ts';
import analyticsEngagement from './analytics/engagement-pages.ts';
import analyticsErrors from './analytics/error-pages.ts';
import captcha from './captcha/pages.ts';
import contributors from './contributors/pages.ts';
import customers from './customers/pages.ts';
import design from './design/pages.ts';
import editor from './editor/pages.ts';
import experiments from './experiments/pages.ts';
import forms from './forms/pages.ts';
import galleries from './galleries/pages.ts';
import headerFooter from './header-footer/pages.ts';
import home from './home/pages.ts';
import languages from './languages/pages.ts';
import login from './login/pages.ts';
import media from './media/pages.ts';
import memberAreas from './member-areas/pages.ts';
import orders from './orders/pages.ts';
import payments from './payments/pages.ts';
import outbox from './outbox/pages.ts';
import performance from './performance/pages.ts';
import products from './products/pages.ts';
import recordings from './recordings/pages.ts';
import restock from './restock/pages.ts';
import sitePages from './site-pages/pages.ts';
import stores from './stores/pages.ts';
import storeSettings from './store-settings/pages.ts';
import discounts from './discounts/pages.ts';
import shippingTaxes from './shipping-taxes/pages.ts';
import tags from './tags/pages.ts';
import siteAccessPages from './site-access/pages.ts';
import eventsPages from './events/pages.ts';
import commentsPages from './comments/pages.ts';
import apiKeysPages from './api-keys/pages.ts';
import integrationsPages from './integrations/pages.ts';
import stylesPages from './styles/pages.ts';
import setupPages from './setup/pages.ts';
import redirectsPages from './redirects/pages.ts';
import importsPages from './imports/pages.ts';
import billingPages from './billing/pages.ts';

/** All pages. Order does not matter: matching prefers literal segments, the sidebar its positions. */
export const PAGES = [
  ...login,
  ...setupPages,
  ...home,
  ...analytics,
  ...analyticsErrors,
  ...analyticsEngagement,
  ...performance,
  ...experiments,
  ...recordings,
  ...products,
  ...media,
  ...galleries,
  ...orders,
  ...storeSettings,
  ...discounts,
  ...shippingTaxes,
  ...payments,
  ...customers,
  ...memberAreas,
  ...outbox,
  ...stores,
  ...sitePages,
  ...editor,
  ...tags,
  ...headerFooter,
  ...languages,
  ...contributors,
  ...forms,
  ...captcha,
  ...restock,
  ...design,
  ...stylesPages,
  ...integrationsPages,
  ...apiKeysPages,
  ...commentsPages,
  ...eventsPages,
  ...siteAccessPages,
  ...redirectsPages,
  ...importsPages,
  ...billingPages,
];

/** Every page's name, e.g. 'orders'. */
export type PageName = (typeof PAGES)[number]['name'];
