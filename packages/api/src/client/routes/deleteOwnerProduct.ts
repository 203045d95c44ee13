// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteOwnerProduct = { method: 'DELETE', path: '/api/owner/products/:id' } as RouteRow<'deleteOwnerProduct', 'DELETE', '/api/owner/products/:id'>;
