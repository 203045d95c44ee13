/** The pages of the site with their status; a blog's posts; a page's or post's settings. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'pages', path: '/pages', title: 'Pages', permission: 'content:read', sidebar: 50, load: () => import('./pages-page.tsx') }),
  definePage({ name: 'blog', path: '/pages/:id/posts', title: 'Posts', permission: 'content:read', load: () => import('./blog-posts-page.tsx') }),
  definePage({ name: 'page-settings', path: '/pages/:id/settings', title: 'Page settings', permission: 'content:read', load: () => import('./page-settings-page.tsx') }),
  definePage({ name: 'post-settings', path: '/posts/:id/settings', title: 'Post settings', permission: 'content:read', load: () => import('./post-settings-page.tsx') }),
];
