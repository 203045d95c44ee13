// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListTransactions = { method: 'GET', path: '/api/v1/transactions' } as RouteRow<'publicListTransactions', 'GET', '/api/v1/transactions'>;
