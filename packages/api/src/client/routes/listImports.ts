// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listImports = { method: 'GET', path: '/api/owner/imports' } as RouteRow<'listImports', 'GET', '/api/owner/imports'>;
