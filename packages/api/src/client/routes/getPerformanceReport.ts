// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getPerformanceReport = { method: 'GET', path: '/api/owner/performance' } as RouteRow<'getPerformanceReport', 'GET', '/api/owner/performance'>;
