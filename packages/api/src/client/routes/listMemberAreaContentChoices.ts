// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listMemberAreaContentChoices = { method: 'GET', path: '/api/owner/member-areas/content-choices' } as RouteRow<'listMemberAreaContentChoices', 'GET', '/api/owner/member-areas/content-choices'>;
