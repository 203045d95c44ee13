// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getExperiment = { method: 'GET', path: '/api/owner/experiments/:id' } as RouteRow<'getExperiment', 'GET', '/api/owner/experiments/:id'>;
