// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setExperimentWeights = { method: 'PUT', path: '/api/owner/experiments/:id/weights' } as RouteRow<'setExperimentWeights', 'PUT', '/api/owner/experiments/:id/weights'>;
