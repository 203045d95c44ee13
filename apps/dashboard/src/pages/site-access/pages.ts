/** Site access (issue 17): the lock screen, page passwords, the popup overlay and the splash page. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'site-access', path: '/site-access', title: 'Site access', permission: 'content:read', sidebar: 71, load: () => import('./site-access-page.tsx') }),
];
