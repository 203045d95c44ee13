// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserVerifyEmail = { method: 'POST', path: '/api/site-users/account/verify' } as RouteRow<'siteUserVerifyEmail', 'POST', '/api/site-users/account/verify'>;
