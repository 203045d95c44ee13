// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postPerformanceRecords = { method: 'POST', path: '/api/1/performance/records' } as RouteRow<'postPerformanceRecords', 'POST', '/api/1/performance/records'>;
