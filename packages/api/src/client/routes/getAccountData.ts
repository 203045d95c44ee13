// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountData = { method: 'GET', path: '/api/site-users/account/data.json' } as RouteRow<'getAccountData', 'GET', '/api/site-users/account/data.json'>;
