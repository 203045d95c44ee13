// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRestockGroups = { method: 'GET', path: '/api/site-users/account/notifications/restock/groups' } as RouteRow<'getRestockGroups', 'GET', '/api/site-users/account/notifications/restock/groups'>;
