// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getEditorDraft = { method: 'GET', path: '/api/owner/editor/:kind/:id/document' } as RouteRow<'getEditorDraft', 'GET', '/api/owner/editor/:kind/:id/document'>;
