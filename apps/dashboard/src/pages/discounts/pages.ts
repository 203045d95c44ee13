/** Commerce → Discounts (issue 30 item 6): codes and automatic discounts, made and changed by those who may change products. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'discounts', path: '/commerce/discounts', title: 'Discounts', permission: 'products:write', sidebar: 22.5, load: () => import('./discounts-page.tsx') }),
  definePage({ name: 'discount-new', path: '/commerce/discounts/new', title: 'New discount', permission: 'products:write', load: () => import('./discount-page.tsx') }),
  definePage({ name: 'discount', path: '/commerce/discounts/:id', title: 'Discount', permission: 'products:write', load: () => import('./discount-page.tsx') }),
];
