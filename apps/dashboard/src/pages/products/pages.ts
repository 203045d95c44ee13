/** The inventory and the add-product form. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'products', path: '/products', title: 'Products', permission: 'products:read', sidebar: 10, load: () => import('./products-page.tsx') }),
  definePage({ name: 'product-new', path: '/products/new', title: 'Add product', permission: 'products:write', load: () => import('./new-product-page.tsx') }),
];
