/** Analytics: traffic, sources and the purchase funnel. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'analytics', path: '/analytics', title: 'Analytics', permission: 'reports:read', sidebar: 26, load: () => import('./analytics-page.tsx') }),
];
