/** The setup screen of a site with no owner yet, rendered outside the signed-in shell (app.tsx), like sign-in. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'setup', path: '/setup', title: 'Create your site', permission: null, load: () => import('./setup-page.tsx') }),
];
