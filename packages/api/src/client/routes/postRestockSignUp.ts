// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postRestockSignUp = { method: 'POST', path: '/api/site-users/account/notifications/restock' } as RouteRow<'postRestockSignUp', 'POST', '/api/site-users/account/notifications/restock'>;
