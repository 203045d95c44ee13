// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordEvent = { method: 'POST', path: '/api/events/RecordEvent' } as RouteRow<'recordEvent', 'POST', '/api/events/RecordEvent'>;
