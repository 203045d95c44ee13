// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListOrders = { method: 'GET', path: '/api/v1/orders' } as RouteRow<'publicListOrders', 'GET', '/api/v1/orders'>;
