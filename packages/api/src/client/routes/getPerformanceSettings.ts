// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getPerformanceSettings = { method: 'GET', path: '/api/1/performance/settings' } as RouteRow<'getPerformanceSettings', 'GET', '/api/1/performance/settings'>;
