// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const disconnectMailingList = { method: 'DELETE', path: '/api/owner/integrations/mailing-list/connection' } as RouteRow<'disconnectMailingList', 'DELETE', '/api/owner/integrations/mailing-list/connection'>;
