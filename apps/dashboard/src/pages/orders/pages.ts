/** The orders list and one order. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'orders', path: '/orders', title: 'Orders', permission: 'orders:read', sidebar: 20, load: () => import('./orders-page.tsx') }),
  definePage({ name: 'order', path: '/orders/:id', title: 'Order', permission: 'orders:read', load: () => import('./order-page.tsx') }),
];
