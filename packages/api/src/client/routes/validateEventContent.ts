// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const validateEventContent = { method: 'POST', path: '/api/v1/clanker/validate-event-content/:schema' } as RouteRow<'validateEventContent', 'POST', '/api/v1/clanker/validate-event-content/:schema'>;
