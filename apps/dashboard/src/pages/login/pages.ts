/** The sign-in page, rendered outside the signed-in shell (app.tsx). */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'login', path: '/login', title: 'Sign in', permission: null, load: () => import('./login-page.tsx') }),
];
