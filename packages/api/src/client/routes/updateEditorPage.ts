// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateEditorPage = { method: 'PATCH', path: '/api/owner/pages/:id' } as RouteRow<'updateEditorPage', 'PATCH', '/api/owner/pages/:id'>;
