/** The tag and category manager (issue 15, platform.md §2): a blog's or store's tags and categories. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'tags', path: '/tags', title: 'Tags & categories', permission: 'content:read', sidebar: 51, load: () => import('./tags-page.tsx') }),
];
