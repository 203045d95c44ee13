/** Analytics views beside traffic: forms and restock, and the owner's analytics settings (reached from the analytics tabs). */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'analytics-forms', path: '/analytics/forms', title: 'Forms and restock', permission: 'reports:read', load: () => import('./forms-page.tsx') }),
  definePage({ name: 'analytics-settings', path: '/analytics/settings', title: 'Settings', permission: 'reports:read', load: () => import('./settings-page.tsx') }),
];
