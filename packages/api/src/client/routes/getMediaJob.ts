// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMediaJob = { method: 'GET', path: '/api/owner/media/:id/job' } as RouteRow<'getMediaJob', 'GET', '/api/owner/media/:id/job'>;
