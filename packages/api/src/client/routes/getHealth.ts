// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getHealth = { method: 'GET', path: '/healthz' } as RouteRow<'getHealth', 'GET', '/healthz'>;
