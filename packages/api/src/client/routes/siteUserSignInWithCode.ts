// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserSignInWithCode = { method: 'POST', path: '/api/site-users/account/session/code' } as RouteRow<'siteUserSignInWithCode', 'POST', '/api/site-users/account/session/code'>;
