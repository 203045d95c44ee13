// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getCommentThread = { method: 'GET', path: '/api/comments/items/:itemId' } as RouteRow<'getCommentThread', 'GET', '/api/comments/items/:itemId'>;
