// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRecordingId = { method: 'GET', path: '/api/commerce/session-recorder/getId' } as RouteRow<'getRecordingId', 'GET', '/api/commerce/session-recorder/getId'>;
