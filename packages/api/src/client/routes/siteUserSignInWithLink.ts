// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserSignInWithLink = { method: 'POST', path: '/api/site-users/account/session/link' } as RouteRow<'siteUserSignInWithLink', 'POST', '/api/site-users/account/session/link'>;
