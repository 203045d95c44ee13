// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteAccountAddress = { method: 'DELETE', path: '/api/site-users/account/addresses/:id' } as RouteRow<'deleteAccountAddress', 'DELETE', '/api/site-users/account/addresses/:id'>;
