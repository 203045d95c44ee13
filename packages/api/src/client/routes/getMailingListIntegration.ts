// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMailingListIntegration = { method: 'GET', path: '/api/owner/integrations/mailing-list' } as RouteRow<'getMailingListIntegration', 'GET', '/api/owner/integrations/mailing-list'>;
