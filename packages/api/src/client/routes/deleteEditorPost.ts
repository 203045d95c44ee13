// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteEditorPost = { method: 'DELETE', path: '/api/owner/posts/:id' } as RouteRow<'deleteEditorPost', 'DELETE', '/api/owner/posts/:id'>;
