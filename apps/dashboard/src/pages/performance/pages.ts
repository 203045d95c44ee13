/** Performance: Core Web Vitals from real visitors (issue 13). */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'performance', path: '/performance', title: 'Performance', permission: 'reports:read', sidebar: 27, load: () => import('./performance-page.tsx') }),
];
