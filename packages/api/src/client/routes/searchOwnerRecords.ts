// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const searchOwnerRecords = { method: 'GET', path: '/api/owner/search' } as RouteRow<'searchOwnerRecords', 'GET', '/api/owner/search'>;
