// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const retryMailingList = { method: 'POST', path: '/api/owner/integrations/mailing-list/retry' } as RouteRow<'retryMailingList', 'POST', '/api/owner/integrations/mailing-list/retry'>;
