// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getLikes = { method: 'GET', path: '/api/comments/items/:itemId/likes' } as RouteRow<'getLikes', 'GET', '/api/comments/items/:itemId/likes'>;
