// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateMedia = { method: 'PATCH', path: '/api/owner/media/:id' } as RouteRow<'updateMedia', 'PATCH', '/api/owner/media/:id'>;
