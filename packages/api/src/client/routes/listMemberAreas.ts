// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listMemberAreas = { method: 'GET', path: '/api/owner/member-areas' } as RouteRow<'listMemberAreas', 'GET', '/api/owner/member-areas'>;
