// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const searchSiteRoute = { method: 'GET', path: '/api/search' } as RouteRow<'searchSiteRoute', 'GET', '/api/search'>;
