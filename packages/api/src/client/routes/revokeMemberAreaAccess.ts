// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const revokeMemberAreaAccess = { method: 'DELETE', path: '/api/owner/member-areas/:id/members/:siteUserId' } as RouteRow<'revokeMemberAreaAccess', 'DELETE', '/api/owner/member-areas/:id/members/:siteUserId'>;
