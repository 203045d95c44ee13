// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRestockSignUps = { method: 'GET', path: '/api/site-users/account/notifications/restock' } as RouteRow<'getRestockSignUps', 'GET', '/api/site-users/account/notifications/restock'>;
