// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMetrics = { method: 'GET', path: '/metrics' } as RouteRow<'getMetrics', 'GET', '/metrics'>;
