/** Member areas: the list, a new area, and one area with its content and members. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'member-areas', path: '/member-areas', title: 'Member areas', permission: 'members:manage', sidebar: 24, load: () => import('./member-areas-page.tsx') }),
  definePage({ name: 'member-area-new', path: '/member-areas/new', title: 'New member area', permission: 'members:manage', load: () => import('./new-member-area-page.tsx') }),
  definePage({ name: 'member-area', path: '/member-areas/:id', title: 'Member area', permission: 'members:manage', load: () => import('./member-area-page.tsx') }),
];
