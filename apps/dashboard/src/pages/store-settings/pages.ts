/** Commerce → Store settings: currency, time zone, the store's name and address, checkout switches, merchandising words. */
import { definePage } from '../page-entry.ts';

export default [
  definePage({ name: 'store-settings', path: '/commerce/settings', title: 'Store settings', permission: 'settings:write', sidebar: 23, load: () => import('./store-settings-page.tsx') }),
];
