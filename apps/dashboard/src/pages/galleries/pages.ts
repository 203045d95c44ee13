/** Galleries (issue 14): the list, and one gallery's editor with its settings and live preview. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'galleries', path: '/galleries', title: 'Galleries', permission: 'content:read', sidebar: 13, load: () => import('./galleries-page.tsx') }),
  definePage({ name: 'gallery', path: '/galleries/:id', title: 'Gallery', permission: 'content:read', load: () => import('./gallery-page.tsx') }),
];
