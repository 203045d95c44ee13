// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSiteAccess = { method: 'GET', path: '/api/owner/site-access' } as RouteRow<'getSiteAccess', 'GET', '/api/owner/site-access'>;
