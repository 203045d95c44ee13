// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSubscriptionCart = { method: 'GET', path: '/api/3/commerce/cart/subscription/:cartToken' } as RouteRow<'getSubscriptionCart', 'GET', '/api/3/commerce/cart/subscription/:cartToken'>;
