// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createTerm = { method: 'POST', path: '/api/owner/taxonomy/:id/:kind' } as RouteRow<'createTerm', 'POST', '/api/owner/taxonomy/:id/:kind'>;
