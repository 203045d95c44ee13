// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createDiscount = { method: 'POST', path: '/api/owner/commerce/discounts' } as RouteRow<'createDiscount', 'POST', '/api/owner/commerce/discounts'>;
