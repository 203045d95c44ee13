// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserRequestSignInCode = { method: 'POST', path: '/api/site-users/account/sign-in-code' } as RouteRow<'siteUserRequestSignInCode', 'POST', '/api/site-users/account/sign-in-code'>;
