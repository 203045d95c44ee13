// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getProductShippingTax = { method: 'GET', path: '/api/owner/products/:id/shipping-tax' } as RouteRow<'getProductShippingTax', 'GET', '/api/owner/products/:id/shipping-tax'>;
