/** API keys and the product feed (issue 16, platform.md §2 tracked-only screens): ADMIN only. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'api-keys', path: '/api-keys', title: 'API keys', permission: 'contributors:manage', sidebar: 104, load: () => import('./api-keys-page.tsx') }),
  definePage({ name: 'product-feed', path: '/product-feed', title: 'Product feed', permission: 'contributors:manage', sidebar: 105, load: () => import('./product-feed-page.tsx') }),
];
