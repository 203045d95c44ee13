// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteEditorPage = { method: 'DELETE', path: '/api/owner/pages/:id' } as RouteRow<'deleteEditorPage', 'DELETE', '/api/owner/pages/:id'>;
