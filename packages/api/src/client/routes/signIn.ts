// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const signIn = { method: 'POST', path: '/api/owner/session' } as RouteRow<'signIn', 'POST', '/api/owner/session'>;
