// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const cancelOwnerOrder = { method: 'POST', path: '/api/owner/orders/:id/cancel' } as RouteRow<'cancelOwnerOrder', 'POST', '/api/owner/orders/:id/cancel'>;
