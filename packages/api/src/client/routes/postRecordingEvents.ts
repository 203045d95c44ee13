// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const postRecordingEvents = { method: 'POST', path: '/api/commerce/session-recorder/events/:id' } as RouteRow<'postRecordingEvents', 'POST', '/api/commerce/session-recorder/events/:id'>;
