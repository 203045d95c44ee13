// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const uploadMedia = { method: 'POST', path: '/api/owner/media' } as RouteRow<'uploadMedia', 'POST', '/api/owner/media'>;
