// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getShoppingCart = { method: 'GET', path: '/api/commerce/shopping-cart' } as RouteRow<'getShoppingCart', 'GET', '/api/commerce/shopping-cart'>;
