// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const addCartEntry = { method: 'POST', path: '/api/commerce/shopping-cart/entries' } as RouteRow<'addCartEntry', 'POST', '/api/commerce/shopping-cart/entries'>;
