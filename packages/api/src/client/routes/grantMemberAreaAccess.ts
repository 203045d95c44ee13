// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const grantMemberAreaAccess = { method: 'POST', path: '/api/owner/member-areas/:id/members' } as RouteRow<'grantMemberAreaAccess', 'POST', '/api/owner/member-areas/:id/members'>;
