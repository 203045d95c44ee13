// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const removeCartEntry = { method: 'DELETE', path: '/api/commerce/shopping-cart/entries/:entryId' } as RouteRow<'removeCartEntry', 'DELETE', '/api/commerce/shopping-cart/entries/:entryId'>;
