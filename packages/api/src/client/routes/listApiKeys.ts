// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listApiKeys = { method: 'GET', path: '/api/owner/api-keys' } as RouteRow<'listApiKeys', 'GET', '/api/owner/api-keys'>;
