// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const signOut = { method: 'DELETE', path: '/api/owner/session' } as RouteRow<'signOut', 'DELETE', '/api/owner/session'>;
