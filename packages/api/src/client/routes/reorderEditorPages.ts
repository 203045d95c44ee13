// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const reorderEditorPages = { method: 'PUT', path: '/api/owner/pages/order' } as RouteRow<'reorderEditorPages', 'PUT', '/api/owner/pages/order'>;
