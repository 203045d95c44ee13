// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountProfile = { method: 'GET', path: '/api/site-users/account/profile' } as RouteRow<'getAccountProfile', 'GET', '/api/site-users/account/profile'>;
