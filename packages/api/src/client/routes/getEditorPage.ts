// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getEditorPage = { method: 'GET', path: '/api/owner/pages/:id' } as RouteRow<'getEditorPage', 'GET', '/api/owner/pages/:id'>;
