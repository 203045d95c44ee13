/** Comments (issue 17): the moderation queue, and the site's comment, like and share settings. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'comments', path: '/comments', title: 'Comments', permission: 'comments:read', sidebar: 53, load: () => import('./comments-page.tsx') }),
  definePage({ name: 'comment-settings', path: '/comments/settings', title: 'Comment settings', permission: 'comments:read', load: () => import('./settings-page.tsx') }),
];
