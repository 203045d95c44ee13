/** The media library (issue 14): the file manager. */
import { definePage } from '../page-entry.ts';

export default [definePage({ name: 'media', path: '/media', title: 'Media', permission: 'content:read', sidebar: 12, load: () => import('./media-page.tsx') })];
