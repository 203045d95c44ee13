// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const refundOwnerOrder = { method: 'POST', path: '/api/owner/orders/:id/refunds' } as RouteRow<'refundOwnerOrder', 'POST', '/api/owner/orders/:id/refunds'>;
