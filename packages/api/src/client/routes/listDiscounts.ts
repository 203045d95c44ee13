// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listDiscounts = { method: 'GET', path: '/api/owner/commerce/discounts' } as RouteRow<'listDiscounts', 'GET', '/api/owner/commerce/discounts'>;
