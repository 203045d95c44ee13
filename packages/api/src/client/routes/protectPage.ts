// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const protectPage = { method: 'PUT', path: '/api/owner/site-access/pages/:id' } as RouteRow<'protectPage', 'PUT', '/api/owner/site-access/pages/:id'>;
