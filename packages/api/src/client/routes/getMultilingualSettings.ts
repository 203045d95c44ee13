// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMultilingualSettings = { method: 'GET', path: '/api/multilingual/settings' } as RouteRow<'getMultilingualSettings', 'GET', '/api/multilingual/settings'>;
