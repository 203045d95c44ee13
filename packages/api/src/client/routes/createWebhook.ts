// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createWebhook = { method: 'POST', path: '/api/owner/integrations/webhooks' } as RouteRow<'createWebhook', 'POST', '/api/owner/integrations/webhooks'>;
