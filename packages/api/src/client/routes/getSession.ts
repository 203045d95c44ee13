// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSession = { method: 'GET', path: '/api/owner/session' } as RouteRow<'getSession', 'GET', '/api/owner/session'>;
