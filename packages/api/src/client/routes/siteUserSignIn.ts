// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserSignIn = { method: 'POST', path: '/api/site-users/account/session' } as RouteRow<'siteUserSignIn', 'POST', '/api/site-users/account/session'>;
