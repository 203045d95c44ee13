// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const previewEditorDraft = { method: 'GET', path: '/api/owner/editor/:kind/:id/preview' } as RouteRow<'previewEditorDraft', 'GET', '/api/owner/editor/:kind/:id/preview'>;
