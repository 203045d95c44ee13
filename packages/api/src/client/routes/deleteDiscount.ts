// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteDiscount = { method: 'DELETE', path: '/api/owner/commerce/discounts/:id' } as RouteRow<'deleteDiscount', 'DELETE', '/api/owner/commerce/discounts/:id'>;
