// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const fulfillOwnerOrder = { method: 'POST', path: '/api/owner/orders/:id/fulfillments' } as RouteRow<'fulfillOwnerOrder', 'POST', '/api/owner/orders/:id/fulfillments'>;
