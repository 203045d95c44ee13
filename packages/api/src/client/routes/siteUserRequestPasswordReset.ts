// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserRequestPasswordReset = { method: 'POST', path: '/api/site-users/account/password-reset' } as RouteRow<'siteUserRequestPasswordReset', 'POST', '/api/site-users/account/password-reset'>;
