// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserResendVerification = { method: 'POST', path: '/api/site-users/account/verification' } as RouteRow<'siteUserResendVerification', 'POST', '/api/site-users/account/verification'>;
