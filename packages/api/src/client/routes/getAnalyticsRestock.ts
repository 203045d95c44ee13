// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsRestock = { method: 'GET', path: '/api/owner/analytics/restock' } as RouteRow<'getAnalyticsRestock', 'GET', '/api/owner/analytics/restock'>;
