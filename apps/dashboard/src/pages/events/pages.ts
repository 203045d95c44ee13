/** Events (issue 17): the events of the site's events collections, each with its times, zone and place. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'events', path: '/events', title: 'Events', permission: 'content:read', sidebar: 54, load: () => import('./events-page.tsx') }),
  definePage({ name: 'event-new', path: '/events/new', title: 'New event', permission: 'content:write', load: () => import('./event-edit-page.tsx') }),
  definePage({ name: 'event', path: '/events/:id', title: 'Edit event', permission: 'content:read', load: () => import('./event-edit-page.tsx') }),
];
