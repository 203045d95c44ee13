// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateTaxRate = { method: 'PUT', path: '/api/owner/commerce/tax-rates/:id' } as RouteRow<'updateTaxRate', 'PUT', '/api/owner/commerce/tax-rates/:id'>;
