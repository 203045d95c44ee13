// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publishEditorDraft = { method: 'POST', path: '/api/owner/editor/:kind/:id/publish' } as RouteRow<'publishEditorDraft', 'POST', '/api/owner/editor/:kind/:id/publish'>;
