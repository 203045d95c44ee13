// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteMemberArea = { method: 'DELETE', path: '/api/owner/member-areas/:id' } as RouteRow<'deleteMemberArea', 'DELETE', '/api/owner/member-areas/:id'>;
