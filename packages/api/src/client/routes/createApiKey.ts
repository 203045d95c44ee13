// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createApiKey = { method: 'POST', path: '/api/owner/api-keys' } as RouteRow<'createApiKey', 'POST', '/api/owner/api-keys'>;
