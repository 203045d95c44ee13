// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setSplash = { method: 'PUT', path: '/api/owner/site-access/splash' } as RouteRow<'setSplash', 'PUT', '/api/owner/site-access/splash'>;
