// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const restoreEditorVersion = { method: 'POST', path: '/api/owner/editor/:kind/:id/versions/:versionId/restore' } as RouteRow<'restoreEditorVersion', 'POST', '/api/owner/editor/:kind/:id/versions/:versionId/restore'>;
