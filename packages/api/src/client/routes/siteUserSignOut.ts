// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserSignOut = { method: 'DELETE', path: '/api/site-users/account/session' } as RouteRow<'siteUserSignOut', 'DELETE', '/api/site-users/account/session'>;
