// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordQuickView = { method: 'POST', path: '/api/census/RecordQuickView/:id' } as RouteRow<'recordQuickView', 'POST', '/api/census/RecordQuickView/:id'>;
