// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const approveComment = { method: 'POST', path: '/api/owner/comments/:id/approve' } as RouteRow<'approveComment', 'POST', '/api/owner/comments/:id/approve'>;
