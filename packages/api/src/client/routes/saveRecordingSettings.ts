// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveRecordingSettings = { method: 'PUT', path: '/api/owner/recordings/settings' } as RouteRow<'saveRecordingSettings', 'PUT', '/api/owner/recordings/settings'>;
