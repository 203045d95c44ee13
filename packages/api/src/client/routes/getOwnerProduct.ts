// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerProduct = { method: 'GET', path: '/api/owner/products/:id' } as RouteRow<'getOwnerProduct', 'GET', '/api/owner/products/:id'>;
