// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountOrders = { method: 'GET', path: '/api/site-users/account/orders' } as RouteRow<'getAccountOrders', 'GET', '/api/site-users/account/orders'>;
