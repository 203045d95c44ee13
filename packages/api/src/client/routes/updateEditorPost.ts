// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateEditorPost = { method: 'PATCH', path: '/api/owner/posts/:id' } as RouteRow<'updateEditorPost', 'PATCH', '/api/owner/posts/:id'>;
