// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsErrors = { method: 'GET', path: '/api/owner/analytics/errors' } as RouteRow<'getAnalyticsErrors', 'GET', '/api/owner/analytics/errors'>;
