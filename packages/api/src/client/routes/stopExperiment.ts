// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const stopExperiment = { method: 'POST', path: '/api/owner/experiments/:id/stop' } as RouteRow<'stopExperiment', 'POST', '/api/owner/experiments/:id/stop'>;
