// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const completeSetup = { method: 'POST', path: '/api/owner/setup' } as RouteRow<'completeSetup', 'POST', '/api/owner/setup'>;
