// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setSiteStatus = { method: 'PUT', path: '/api/owner/site/status' } as RouteRow<'setSiteStatus', 'PUT', '/api/owner/site/status'>;
