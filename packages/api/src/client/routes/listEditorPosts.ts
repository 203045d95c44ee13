// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listEditorPosts = { method: 'GET', path: '/api/owner/collections/:id/posts' } as RouteRow<'listEditorPosts', 'GET', '/api/owner/collections/:id/posts'>;
