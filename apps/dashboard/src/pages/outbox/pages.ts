/** The outbox and one message. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'outbox', path: '/outbox', title: 'Outbox', permission: 'outbox:read', sidebar: 40, load: () => import('./outbox-page.tsx') }),
  definePage({ name: 'outbox-message', path: '/outbox/:id', title: 'Message', permission: 'outbox:read', load: () => import('./outbox-message-page.tsx') }),
];
