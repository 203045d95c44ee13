// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteAccount = { method: 'DELETE', path: '/api/site-users/account' } as RouteRow<'deleteAccount', 'DELETE', '/api/site-users/account'>;
