// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createExperiment = { method: 'POST', path: '/api/owner/experiments' } as RouteRow<'createExperiment', 'POST', '/api/owner/experiments'>;
