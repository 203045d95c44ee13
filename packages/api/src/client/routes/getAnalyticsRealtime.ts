// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsRealtime = { method: 'GET', path: '/api/owner/analytics/realtime' } as RouteRow<'getAnalyticsRealtime', 'GET', '/api/owner/analytics/realtime'>;
