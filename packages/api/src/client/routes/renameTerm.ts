// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const renameTerm = { method: 'PATCH', path: '/api/owner/taxonomy/:id/:kind' } as RouteRow<'renameTerm', 'PATCH', '/api/owner/taxonomy/:id/:kind'>;
