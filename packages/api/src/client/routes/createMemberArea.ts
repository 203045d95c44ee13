// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createMemberArea = { method: 'POST', path: '/api/owner/member-areas' } as RouteRow<'createMemberArea', 'POST', '/api/owner/member-areas'>;
