// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSetupStatus = { method: 'GET', path: '/api/owner/setup' } as RouteRow<'getSetupStatus', 'GET', '/api/owner/setup'>;
