// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteMedia = { method: 'DELETE', path: '/api/owner/media/:id' } as RouteRow<'deleteMedia', 'DELETE', '/api/owner/media/:id'>;
