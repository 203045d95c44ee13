// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const unlockPage = { method: 'POST', path: '/api/site-access/pages/:id/unlock' } as RouteRow<'unlockPage', 'POST', '/api/site-access/pages/:id/unlock'>;
