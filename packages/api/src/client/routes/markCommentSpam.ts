// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const markCommentSpam = { method: 'POST', path: '/api/owner/comments/:id/spam' } as RouteRow<'markCommentSpam', 'POST', '/api/owner/comments/:id/spam'>;
