// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setSiteLock = { method: 'PUT', path: '/api/owner/site-access/lock' } as RouteRow<'setSiteLock', 'PUT', '/api/owner/site-access/lock'>;
