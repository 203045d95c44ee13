// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserSignUp = { method: 'POST', path: '/api/site-users/accounts' } as RouteRow<'siteUserSignUp', 'POST', '/api/site-users/accounts'>;
