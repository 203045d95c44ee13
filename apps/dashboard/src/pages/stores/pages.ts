/** Store creation. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'store-new', path: '/stores/new', title: 'Create store', permission: 'content:write', sidebar: 60, load: () => import('./new-store-page.tsx') }),
];
