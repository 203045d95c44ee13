/** Design (issue 31): the designs to choose from, each previewed with the site's own content. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'design', path: '/design', title: 'Design', permission: 'content:read', sidebar: 51.5, load: () => import('./design-page.tsx') }),
];
