// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const putAccountPassword = { method: 'PUT', path: '/api/site-users/account/password' } as RouteRow<'putAccountPassword', 'PUT', '/api/site-users/account/password'>;
