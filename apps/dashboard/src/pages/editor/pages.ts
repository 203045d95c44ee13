/** The editor (issue 15): a page's, a post's or a product description's blocks beside the live page. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'page-editor', path: '/pages/:id/edit', title: 'Edit page', permission: 'content:read', load: () => import('./page-editor.tsx') }),
  definePage({ name: 'post-editor', path: '/posts/:id/edit', title: 'Edit post', permission: 'content:read', load: () => import('./post-editor.tsx') }),
  definePage({ name: 'product-description', path: '/products/:id/description', title: 'Edit description', permission: 'content:read', load: () => import('./product-description-editor.tsx') }),
];
