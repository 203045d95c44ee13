// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const retryWebhookDelivery = { method: 'POST', path: '/api/owner/integrations/webhooks/:id/deliveries/:deliveryId/retry' } as RouteRow<'retryWebhookDelivery', 'POST', '/api/owner/integrations/webhooks/:id/deliveries/:deliveryId/retry'>;
