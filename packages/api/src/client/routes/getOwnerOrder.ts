// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerOrder = { method: 'GET', path: '/api/owner/orders/:id' } as RouteRow<'getOwnerOrder', 'GET', '/api/owner/orders/:id'>;
