// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateCheckout = { method: 'PUT', path: '/api/commerce/checkout' } as RouteRow<'updateCheckout', 'PUT', '/api/commerce/checkout'>;
