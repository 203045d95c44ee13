// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getRecordingSettings = { method: 'GET', path: '/api/owner/recordings/settings' } as RouteRow<'getRecordingSettings', 'GET', '/api/owner/recordings/settings'>;
