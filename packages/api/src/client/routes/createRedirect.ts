// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createRedirect = { method: 'POST', path: '/api/owner/redirects' } as RouteRow<'createRedirect', 'POST', '/api/owner/redirects'>;
