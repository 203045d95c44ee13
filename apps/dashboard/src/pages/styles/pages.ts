/** Site styles (issue 16, platform.md §2 Font picker and Color picker): fonts and colours as theme variables. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'styles', path: '/styles', title: 'Site styles', permission: 'content:read', sidebar: 52, load: () => import('./styles-page.tsx') }),
];
