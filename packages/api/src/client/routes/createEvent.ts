// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createEvent = { method: 'POST', path: '/api/owner/events' } as RouteRow<'createEvent', 'POST', '/api/owner/events'>;
