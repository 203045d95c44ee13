// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listWebhooks = { method: 'GET', path: '/api/owner/integrations/webhooks' } as RouteRow<'listWebhooks', 'GET', '/api/owner/integrations/webhooks'>;
