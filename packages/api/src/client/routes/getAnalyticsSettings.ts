// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsSettings = { method: 'GET', path: '/api/owner/analytics/settings' } as RouteRow<'getAnalyticsSettings', 'GET', '/api/owner/analytics/settings'>;
