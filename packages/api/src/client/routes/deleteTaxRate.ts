// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteTaxRate = { method: 'DELETE', path: '/api/owner/commerce/tax-rates/:id' } as RouteRow<'deleteTaxRate', 'DELETE', '/api/owner/commerce/tax-rates/:id'>;
