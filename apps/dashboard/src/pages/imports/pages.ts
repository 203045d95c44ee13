/** Settings → Import (issue 34): imports from WordPress, Shopify, the hosted builder and WooCommerce, and CSV exports (settings:write). */
import { definePage } from '../page-entry.ts';

export default [definePage({ name: 'import', path: '/import', title: 'Import', permission: 'settings:write', sidebar: 106, load: () => import('./import-page.tsx') })];
