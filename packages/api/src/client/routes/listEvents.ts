// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listEvents = { method: 'GET', path: '/api/owner/events' } as RouteRow<'listEvents', 'GET', '/api/owner/events'>;
