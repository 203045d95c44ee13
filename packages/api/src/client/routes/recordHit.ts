// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordHit = { method: 'POST', path: '/api/census/RecordHit' } as RouteRow<'recordHit', 'POST', '/api/census/RecordHit'>;
