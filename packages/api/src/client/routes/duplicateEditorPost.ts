// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const duplicateEditorPost = { method: 'POST', path: '/api/owner/posts/:id/duplicate' } as RouteRow<'duplicateEditorPost', 'POST', '/api/owner/posts/:id/duplicate'>;
