// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsFunnel = { method: 'GET', path: '/api/owner/analytics/funnel' } as RouteRow<'getAnalyticsFunnel', 'GET', '/api/owner/analytics/funnel'>;
