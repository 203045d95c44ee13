// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerCustomer = { method: 'GET', path: '/api/owner/customers/:id' } as RouteRow<'getOwnerCustomer', 'GET', '/api/owner/customers/:id'>;
