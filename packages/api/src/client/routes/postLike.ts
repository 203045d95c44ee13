// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postLike = { method: 'POST', path: '/api/comments/items/:itemId/likes' } as RouteRow<'postLike', 'POST', '/api/comments/items/:itemId/likes'>;
