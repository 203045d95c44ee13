// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const payCheckout = { method: 'POST', path: '/api/commerce/checkout/pay' } as RouteRow<'payCheckout', 'POST', '/api/commerce/checkout/pay'>;
