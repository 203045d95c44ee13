// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createOwnerProduct = { method: 'POST', path: '/api/owner/products' } as RouteRow<'createOwnerProduct', 'POST', '/api/owner/products'>;
