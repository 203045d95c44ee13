// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const paySubscriptionCart = { method: 'POST', path: '/api/3/commerce/cart/subscription/:cartToken/pay' } as RouteRow<'paySubscriptionCart', 'POST', '/api/3/commerce/cart/subscription/:cartToken/pay'>;
