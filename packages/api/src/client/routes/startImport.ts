// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const startImport = { method: 'POST', path: '/api/owner/imports' } as RouteRow<'startImport', 'POST', '/api/owner/imports'>;
