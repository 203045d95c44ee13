// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getPaymentSettings = { method: 'GET', path: '/api/owner/commerce/payments' } as RouteRow<'getPaymentSettings', 'GET', '/api/owner/commerce/payments'>;
