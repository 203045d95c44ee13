// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getImport = { method: 'GET', path: '/api/owner/imports/:id' } as RouteRow<'getImport', 'GET', '/api/owner/imports/:id'>;
