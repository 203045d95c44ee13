// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteComment = { method: 'DELETE', path: '/api/owner/comments/:id' } as RouteRow<'deleteComment', 'DELETE', '/api/owner/comments/:id'>;
