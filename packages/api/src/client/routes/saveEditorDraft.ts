// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveEditorDraft = { method: 'PUT', path: '/api/owner/editor/:kind/:id/document' } as RouteRow<'saveEditorDraft', 'PUT', '/api/owner/editor/:kind/:id/document'>;
