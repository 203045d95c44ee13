// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountAddresses = { method: 'GET', path: '/api/site-users/account/addresses' } as RouteRow<'getAccountAddresses', 'GET', '/api/site-users/account/addresses'>;
