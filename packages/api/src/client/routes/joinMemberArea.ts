// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const joinMemberArea = { method: 'POST', path: '/api/site-users/account/member-areas/:id/join' } as RouteRow<'joinMemberArea', 'POST', '/api/site-users/account/member-areas/:id/join'>;
