/** The pages of the site, with their status. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'pages', path: '/pages', title: 'Pages', permission: 'content:read', sidebar: 50, load: () => import('./pages-page.tsx') }),
];
