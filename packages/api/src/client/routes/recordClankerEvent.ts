// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordClankerEvent = { method: 'POST', path: '/api/v1/clanker/events' } as RouteRow<'recordClankerEvent', 'POST', '/api/v1/clanker/events'>;
