// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const removeTerm = { method: 'DELETE', path: '/api/owner/taxonomy/:id/:kind' } as RouteRow<'removeTerm', 'DELETE', '/api/owner/taxonomy/:id/:kind'>;
