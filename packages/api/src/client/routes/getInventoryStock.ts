// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getInventoryStock = { method: 'GET', path: '/api/commerce/inventory/stock/' } as RouteRow<'getInventoryStock', 'GET', '/api/commerce/inventory/stock/'>;
