// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const rollOutExperiment = { method: 'POST', path: '/api/owner/experiments/:id/roll-out' } as RouteRow<'rollOutExperiment', 'POST', '/api/owner/experiments/:id/roll-out'>;
