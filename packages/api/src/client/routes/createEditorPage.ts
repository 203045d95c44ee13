// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createEditorPage = { method: 'POST', path: '/api/owner/pages' } as RouteRow<'createEditorPage', 'POST', '/api/owner/pages'>;
