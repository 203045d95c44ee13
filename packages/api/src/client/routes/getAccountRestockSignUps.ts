// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAccountRestockSignUps = { method: 'GET', path: '/api/site-users/account/restock-signups' } as RouteRow<'getAccountRestockSignUps', 'GET', '/api/site-users/account/restock-signups'>;
