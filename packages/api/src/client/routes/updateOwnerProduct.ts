// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateOwnerProduct = { method: 'PATCH', path: '/api/owner/products/:id' } as RouteRow<'updateOwnerProduct', 'PATCH', '/api/owner/products/:id'>;
