/** Design (issue 31): the designs to choose from, each previewed with the site's own content, and each design's own settings. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'design', path: '/design', title: 'Design', permission: 'content:read', sidebar: 51.5, load: () => import('./design-page.tsx') }),
  definePage({ name: 'design-settings', path: '/design/:id', title: 'Design settings', permission: 'content:read', load: () => import('./design-settings-page.tsx') }),
];
