// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountSubscriptions = { method: 'GET', path: '/api/site-users/account/subscriptions' } as RouteRow<'getAccountSubscriptions', 'GET', '/api/site-users/account/subscriptions'>;
