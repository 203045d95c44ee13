// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listMedia = { method: 'GET', path: '/api/owner/media' } as RouteRow<'listMedia', 'GET', '/api/owner/media'>;
