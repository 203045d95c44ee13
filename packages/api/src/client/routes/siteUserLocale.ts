// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserLocale = { method: 'POST', path: '/api/site-users/account/locale' } as RouteRow<'siteUserLocale', 'POST', '/api/site-users/account/locale'>;
