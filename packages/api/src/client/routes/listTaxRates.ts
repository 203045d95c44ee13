// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listTaxRates = { method: 'GET', path: '/api/owner/commerce/tax-rates' } as RouteRow<'listTaxRates', 'GET', '/api/owner/commerce/tax-rates'>;
