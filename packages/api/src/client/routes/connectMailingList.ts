// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const connectMailingList = { method: 'POST', path: '/api/owner/integrations/mailing-list/connection' } as RouteRow<'connectMailingList', 'POST', '/api/owner/integrations/mailing-list/connection'>;
