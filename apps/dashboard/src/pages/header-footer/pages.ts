/** The site header and footer. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'header-footer', path: '/header-footer', title: 'Header & footer', permission: 'content:read', sidebar: 70, load: () => import('./header-footer-page.tsx') }),
];
