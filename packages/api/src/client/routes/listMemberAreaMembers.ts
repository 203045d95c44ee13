// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listMemberAreaMembers = { method: 'GET', path: '/api/owner/member-areas/:id/members' } as RouteRow<'listMemberAreaMembers', 'GET', '/api/owner/member-areas/:id/members'>;
