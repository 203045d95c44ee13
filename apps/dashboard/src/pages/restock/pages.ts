/** Restock sign-ups and sending the notices. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'restock', path: '/restock', title: 'Restock notices', permission: 'restock:read', sidebar: 30, load: () => import('./restock-page.tsx') }),
];
