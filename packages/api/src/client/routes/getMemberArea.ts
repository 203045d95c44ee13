// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMemberArea = { method: 'GET', path: '/api/owner/member-areas/:id' } as RouteRow<'getMemberArea', 'GET', '/api/owner/member-areas/:id'>;
