// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListInventory = { method: 'GET', path: '/api/v1/inventory' } as RouteRow<'publicListInventory', 'GET', '/api/v1/inventory'>;
