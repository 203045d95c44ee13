// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMedia = { method: 'GET', path: '/api/owner/media/:id' } as RouteRow<'getMedia', 'GET', '/api/owner/media/:id'>;
