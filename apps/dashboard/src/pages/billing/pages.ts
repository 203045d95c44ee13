/**
 * The site's plan (the billing paths of the hosted builder, `/settings/billing/upgrade` and
 * `/settings/billing/subscriptions/website`): a self-hosted site has every entitlement. Readable by
 * the roles that see the site's orders, the BILLING role among them (its one permission).
 */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'billing-upgrade', path: '/settings/billing/upgrade', title: 'Plan', permission: 'orders:read', load: () => import('./plan-page.tsx') }),
  definePage({ name: 'billing-subscription', path: '/settings/billing/subscriptions/website', title: 'Plan', permission: 'orders:read', load: () => import('./plan-page.tsx') }),
];
