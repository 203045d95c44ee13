/** Session recordings: the list of recorded visits, one visit's replay, and the recording settings. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'recordings', path: '/recordings', title: 'Recordings', permission: 'reports:read', sidebar: 29, load: () => import('./recordings-page.tsx') }),
  definePage({ name: 'recordings-settings', path: '/recordings/settings', title: 'Recording settings', permission: 'reports:read', load: () => import('./settings-page.tsx') }),
  definePage({ name: 'recording', path: '/recordings/:id', title: 'Recording', permission: 'reports:read', load: () => import('./replay-page.tsx') }),
];
