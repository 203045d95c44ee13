// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listEditorVersions = { method: 'GET', path: '/api/owner/editor/:kind/:id/versions' } as RouteRow<'listEditorVersions', 'GET', '/api/owner/editor/:kind/:id/versions'>;
