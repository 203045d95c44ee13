// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveAnalyticsSettings = { method: 'PUT', path: '/api/owner/analytics/settings' } as RouteRow<'saveAnalyticsSettings', 'PUT', '/api/owner/analytics/settings'>;
