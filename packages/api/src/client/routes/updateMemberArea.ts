// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateMemberArea = { method: 'PATCH', path: '/api/owner/member-areas/:id' } as RouteRow<'updateMemberArea', 'PATCH', '/api/owner/member-areas/:id'>;
