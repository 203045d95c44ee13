// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getStoreSettings = { method: 'GET', path: '/api/owner/commerce/settings' } as RouteRow<'getStoreSettings', 'GET', '/api/owner/commerce/settings'>;
