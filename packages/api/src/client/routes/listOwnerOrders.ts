// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerOrders = { method: 'GET', path: '/api/owner/orders' } as RouteRow<'listOwnerOrders', 'GET', '/api/owner/orders'>;
