// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteWebhook = { method: 'DELETE', path: '/api/owner/integrations/webhooks/:id' } as RouteRow<'deleteWebhook', 'DELETE', '/api/owner/integrations/webhooks/:id'>;
