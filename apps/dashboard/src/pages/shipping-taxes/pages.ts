/** Commerce → Shipping and Taxes (issue 30 items 4 and 5): zones and rates, tax rates and tax-exempt products. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'shipping', path: '/commerce/shipping', title: 'Shipping', permission: 'settings:write', sidebar: 22.6, load: () => import('./shipping-page.tsx') }),
  definePage({ name: 'shipping-zone-new', path: '/commerce/shipping/new', title: 'New shipping zone', permission: 'settings:write', load: () => import('./zone-page.tsx') }),
  definePage({ name: 'shipping-zone', path: '/commerce/shipping/:id', title: 'Shipping zone', permission: 'settings:write', load: () => import('./zone-page.tsx') }),
  definePage({ name: 'taxes', path: '/commerce/taxes', title: 'Taxes', permission: 'settings:write', sidebar: 22.7, load: () => import('./taxes-page.tsx') }),
];
