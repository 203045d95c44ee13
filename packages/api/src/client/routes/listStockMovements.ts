// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listStockMovements = { method: 'GET', path: '/api/owner/variants/:id/stock-movements' } as RouteRow<'listStockMovements', 'GET', '/api/owner/variants/:id/stock-movements'>;
