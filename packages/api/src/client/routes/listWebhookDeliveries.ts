// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listWebhookDeliveries = { method: 'GET', path: '/api/owner/integrations/webhooks/:id/deliveries' } as RouteRow<'listWebhookDeliveries', 'GET', '/api/owner/integrations/webhooks/:id/deliveries'>;
