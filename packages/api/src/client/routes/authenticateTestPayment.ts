// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const authenticateTestPayment = { method: 'POST', path: '/api/commerce/test-payments/authentications' } as RouteRow<'authenticateTestPayment', 'POST', '/api/commerce/test-payments/authentications'>;
