// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const duplicateEditorPage = { method: 'POST', path: '/api/owner/pages/:id/duplicate' } as RouteRow<'duplicateEditorPage', 'POST', '/api/owner/pages/:id/duplicate'>;
