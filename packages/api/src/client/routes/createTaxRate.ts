// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createTaxRate = { method: 'POST', path: '/api/owner/commerce/tax-rates' } as RouteRow<'createTaxRate', 'POST', '/api/owner/commerce/tax-rates'>;
