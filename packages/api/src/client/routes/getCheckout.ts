// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getCheckout = { method: 'GET', path: '/api/commerce/checkout' } as RouteRow<'getCheckout', 'GET', '/api/commerce/checkout'>;
