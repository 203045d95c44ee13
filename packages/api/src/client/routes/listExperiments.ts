// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listExperiments = { method: 'GET', path: '/api/owner/experiments' } as RouteRow<'listExperiments', 'GET', '/api/owner/experiments'>;
