// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const testWebhook = { method: 'POST', path: '/api/owner/integrations/webhooks/:id/test' } as RouteRow<'testWebhook', 'POST', '/api/owner/integrations/webhooks/:id/test'>;
