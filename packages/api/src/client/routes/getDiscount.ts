// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getDiscount = { method: 'GET', path: '/api/owner/commerce/discounts/:id' } as RouteRow<'getDiscount', 'GET', '/api/owner/commerce/discounts/:id'>;
