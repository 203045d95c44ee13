// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveStoreSettings = { method: 'PUT', path: '/api/owner/commerce/settings' } as RouteRow<'saveStoreSettings', 'PUT', '/api/owner/commerce/settings'>;
