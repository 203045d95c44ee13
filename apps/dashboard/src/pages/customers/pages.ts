/** Customer accounts and one customer. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'customers', path: '/customers', title: 'Customers', permission: 'customers:read', sidebar: 22, load: () => import('./customers-page.tsx') }),
  definePage({ name: 'customer', path: '/customers/:id', title: 'Customer', permission: 'customers:read', load: () => import('./customer-page.tsx') }),
];
