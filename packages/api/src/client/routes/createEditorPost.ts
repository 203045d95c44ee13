// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createEditorPost = { method: 'POST', path: '/api/owner/collections/:id/posts' } as RouteRow<'createEditorPost', 'POST', '/api/owner/collections/:id/posts'>;
