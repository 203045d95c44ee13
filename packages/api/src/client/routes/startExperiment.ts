// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const startExperiment = { method: 'POST', path: '/api/owner/experiments/:id/start' } as RouteRow<'startExperiment', 'POST', '/api/owner/experiments/:id/start'>;
