// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createTestPaymentMethod = { method: 'POST', path: '/api/commerce/test-payments/payment-methods' } as RouteRow<'createTestPaymentMethod', 'POST', '/api/commerce/test-payments/payment-methods'>;
