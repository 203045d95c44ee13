// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postComment = { method: 'POST', path: '/api/comments/items/:itemId' } as RouteRow<'postComment', 'POST', '/api/comments/items/:itemId'>;
