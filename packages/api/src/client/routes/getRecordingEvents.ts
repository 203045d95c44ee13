// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRecordingEvents = { method: 'GET', path: '/api/owner/recordings/:id/events' } as RouteRow<'getRecordingEvents', 'GET', '/api/owner/recordings/:id/events'>;
