// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteApiKey = { method: 'DELETE', path: '/api/owner/api-keys/:id' } as RouteRow<'deleteApiKey', 'DELETE', '/api/owner/api-keys/:id'>;
