/** Settings → URL redirects (issue 34): redirects from old addresses (settings:write). */
import { definePage } from '../page-entry.ts';

export default [definePage({ name: 'redirects', path: '/redirects', title: 'URL redirects', permission: 'settings:write', sidebar: 72, load: () => import('./redirects-page.tsx') })];
