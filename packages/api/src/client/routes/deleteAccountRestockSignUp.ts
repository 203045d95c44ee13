// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteAccountRestockSignUp = { method: 'DELETE', path: '/api/site-users/account/restock-signups/:id' } as RouteRow<'deleteAccountRestockSignUp', 'DELETE', '/api/site-users/account/restock-signups/:id'>;
