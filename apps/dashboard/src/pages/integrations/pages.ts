/** Integrations (issue 16, platform.md §2): the mailing-list integration panel and the automation-connector panel. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'integrations', path: '/integrations', title: 'Integrations', permission: 'settings:write', sidebar: 102, load: () => import('./integrations-page.tsx') }),
];
