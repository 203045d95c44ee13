// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRestockUnsubscribe = { method: 'GET', path: '/api/site-users/account/notifications/restock/unsubscribe' } as RouteRow<'getRestockUnsubscribe', 'GET', '/api/site-users/account/notifications/restock/unsubscribe'>;
