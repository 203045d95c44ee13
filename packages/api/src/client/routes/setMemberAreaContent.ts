// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setMemberAreaContent = { method: 'PUT', path: '/api/owner/member-areas/:id/content' } as RouteRow<'setMemberAreaContent', 'PUT', '/api/owner/member-areas/:id/content'>;
