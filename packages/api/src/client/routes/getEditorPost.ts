// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getEditorPost = { method: 'GET', path: '/api/owner/posts/:id' } as RouteRow<'getEditorPost', 'GET', '/api/owner/posts/:id'>;
