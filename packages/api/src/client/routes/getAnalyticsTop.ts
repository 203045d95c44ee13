// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsTop = { method: 'GET', path: '/api/owner/analytics/top' } as RouteRow<'getAnalyticsTop', 'GET', '/api/owner/analytics/top'>;
