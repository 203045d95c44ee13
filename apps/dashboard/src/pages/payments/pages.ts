/** Commerce → Payments: the site's payment provider (the built-in test provider or Stripe). */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'payments', path: '/commerce/payments', title: 'Payments', permission: 'settings:write', sidebar: 21, load: () => import('./payments-page.tsx') }),
];
