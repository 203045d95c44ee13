// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const savePaymentSettings = { method: 'PUT', path: '/api/owner/commerce/payments' } as RouteRow<'savePaymentSettings', 'PUT', '/api/owner/commerce/payments'>;
