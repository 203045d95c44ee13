// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicAdjustStock = { method: 'POST', path: '/api/v1/inventory/:id/adjustments' } as RouteRow<'publicAdjustStock', 'POST', '/api/v1/inventory/:id/adjustments'>;
