// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const receiveStripeWebhook = { method: 'POST', path: '/api/commerce/stripe/webhook' } as RouteRow<'receiveStripeWebhook', 'POST', '/api/commerce/stripe/webhook'>;
