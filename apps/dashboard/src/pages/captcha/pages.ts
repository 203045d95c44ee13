/** The captcha provider of every form (under /forms, reached from the Forms page). */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'captcha', path: '/forms/captcha', title: 'Captcha', permission: 'forms:read', load: () => import('./captcha-page.tsx') }),
];
