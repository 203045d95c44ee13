// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const cancelMediaJob = { method: 'POST', path: '/api/owner/media/:id/job/cancel' } as RouteRow<'cancelMediaJob', 'POST', '/api/owner/media/:id/job/cancel'>;
