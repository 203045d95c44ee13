// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicGetOrder = { method: 'GET', path: '/api/v1/orders/:id' } as RouteRow<'publicGetOrder', 'GET', '/api/v1/orders/:id'>;
