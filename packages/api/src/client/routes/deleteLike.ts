// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteLike = { method: 'DELETE', path: '/api/comments/items/:itemId/likes' } as RouteRow<'deleteLike', 'DELETE', '/api/comments/items/:itemId/likes'>;
