// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const exportOwnerOrders = { method: 'GET', path: '/api/owner/orders/export.csv' } as RouteRow<'exportOwnerOrders', 'GET', '/api/owner/orders/export.csv'>;
