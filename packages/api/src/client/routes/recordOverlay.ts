// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordOverlay = { method: 'POST', path: '/api/census/overlay' } as RouteRow<'recordOverlay', 'POST', '/api/census/overlay'>;
