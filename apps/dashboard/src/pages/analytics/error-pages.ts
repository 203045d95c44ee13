/** Analytics: the client errors of the storefront, grouped, with source-mapped stacks. */
import { definePage } from '../page-entry.ts';

export default [
  // No sidebar entry: the analytics tabs list every `/analytics/x` page.
  definePage({ name: 'analytics-errors', path: '/analytics/errors', title: 'Errors', permission: 'reports:read', load: () => import('./errors-page.tsx') }),
];
