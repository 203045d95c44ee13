// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsOverview = { method: 'GET', path: '/api/owner/analytics/overview' } as RouteRow<'getAnalyticsOverview', 'GET', '/api/owner/analytics/overview'>;
