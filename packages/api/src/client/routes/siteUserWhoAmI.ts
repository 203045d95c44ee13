// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserWhoAmI = { method: 'GET', path: '/api/site-users/account/session' } as RouteRow<'siteUserWhoAmI', 'GET', '/api/site-users/account/session'>;
