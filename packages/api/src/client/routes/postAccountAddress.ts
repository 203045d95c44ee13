// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postAccountAddress = { method: 'POST', path: '/api/site-users/account/addresses' } as RouteRow<'postAccountAddress', 'POST', '/api/site-users/account/addresses'>;
