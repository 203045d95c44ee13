// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const unlockSite = { method: 'POST', path: '/api/site-access/unlock' } as RouteRow<'unlockSite', 'POST', '/api/site-access/unlock'>;
