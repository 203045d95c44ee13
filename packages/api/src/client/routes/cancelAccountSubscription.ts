// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const cancelAccountSubscription = { method: 'POST', path: '/api/site-users/account/subscriptions/:id/cancel' } as RouteRow<'cancelAccountSubscription', 'POST', '/api/site-users/account/subscriptions/:id/cancel'>;
