// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordJavascriptErrors = { method: 'POST', path: '/api/events/RecordJavascriptErrors' } as RouteRow<'recordJavascriptErrors', 'POST', '/api/events/RecordJavascriptErrors'>;
