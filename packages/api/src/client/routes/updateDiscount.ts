// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateDiscount = { method: 'PUT', path: '/api/owner/commerce/discounts/:id' } as RouteRow<'updateDiscount', 'PUT', '/api/owner/commerce/discounts/:id'>;
