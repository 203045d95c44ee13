// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerCustomers = { method: 'GET', path: '/api/owner/customers' } as RouteRow<'listOwnerCustomers', 'GET', '/api/owner/customers'>;
