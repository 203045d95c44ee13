// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const unprotectPage = { method: 'DELETE', path: '/api/owner/site-access/pages/:id' } as RouteRow<'unprotectPage', 'DELETE', '/api/owner/site-access/pages/:id'>;
