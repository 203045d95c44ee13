// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteRedirect = { method: 'DELETE', path: '/api/owner/redirects/:id' } as RouteRow<'deleteRedirect', 'DELETE', '/api/owner/redirects/:id'>;
