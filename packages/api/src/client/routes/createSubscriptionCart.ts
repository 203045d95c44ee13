// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createSubscriptionCart = { method: 'POST', path: '/api/3/commerce/cart/subscription' } as RouteRow<'createSubscriptionCart', 'POST', '/api/3/commerce/cart/subscription'>;
