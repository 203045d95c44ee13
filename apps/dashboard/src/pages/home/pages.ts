/** Home: the first screen after sign-in for those who read the reports. */
import { definePage } from '../page-entry.ts';

export default [definePage({ name: 'home', path: '/home', title: 'Home', permission: 'reports:read', sidebar: 1, load: () => import('./home-page.tsx') })];
