// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const putAccountProfile = { method: 'PUT', path: '/api/site-users/account/profile' } as RouteRow<'putAccountProfile', 'PUT', '/api/site-users/account/profile'>;
