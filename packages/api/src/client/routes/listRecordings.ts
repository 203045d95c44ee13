// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listRecordings = { method: 'GET', path: '/api/owner/recordings' } as RouteRow<'listRecordings', 'GET', '/api/owner/recordings'>;
