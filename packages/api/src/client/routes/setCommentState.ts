// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setCommentState = { method: 'PUT', path: '/api/owner/comments/items/:itemId/state' } as RouteRow<'setCommentState', 'PUT', '/api/owner/comments/items/:itemId/state'>;
