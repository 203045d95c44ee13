// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getReadiness = { method: 'GET', path: '/readyz' } as RouteRow<'getReadiness', 'GET', '/readyz'>;
