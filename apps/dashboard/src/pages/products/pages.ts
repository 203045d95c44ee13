/** The inventory, the add-product form and a product's photos. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'products', path: '/products', title: 'Products', permission: 'products:read', sidebar: 10, load: () => import('./products-page.tsx') }),
  definePage({ name: 'product-photos', path: '/products/:id/photos', title: 'Product photos', permission: 'products:read', load: () => import('./product-photos-page.tsx') }),
  definePage({ name: 'product-new', path: '/products/new', title: 'Add product', permission: 'products:write', load: () => import('./new-product-page.tsx') }),
];
