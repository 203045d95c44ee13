// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveProductShippingTax = { method: 'PUT', path: '/api/owner/products/:id/shipping-tax' } as RouteRow<'saveProductShippingTax', 'PUT', '/api/owner/products/:id/shipping-tax'>;
