// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSiteStatus = { method: 'GET', path: '/api/owner/site/status' } as RouteRow<'getSiteStatus', 'GET', '/api/owner/site/status'>;
