// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const mergeTerm = { method: 'POST', path: '/api/owner/taxonomy/:id/:kind/merge' } as RouteRow<'mergeTerm', 'POST', '/api/owner/taxonomy/:id/:kind/merge'>;
