/** Contributors and their roles. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'contributors', path: '/contributors', title: 'Contributors', permission: 'contributors:manage', sidebar: 110, load: () => import('./contributors-page.tsx') }),
];
