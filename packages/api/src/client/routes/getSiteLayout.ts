// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSiteLayout = { method: 'GET', path: '/api/commondata/GetSiteLayout' } as RouteRow<'getSiteLayout', 'GET', '/api/commondata/GetSiteLayout'>;
