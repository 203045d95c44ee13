// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const siteUserCompletePasswordReset = { method: 'POST', path: '/api/site-users/account/password-reset/complete' } as RouteRow<'siteUserCompletePasswordReset', 'POST', '/api/site-users/account/password-reset/complete'>;
