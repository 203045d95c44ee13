/** Site languages and the translation connection. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'languages', path: '/languages', title: 'Languages', permission: 'content:read', sidebar: 80, load: () => import('./languages-page.tsx') }),
];
