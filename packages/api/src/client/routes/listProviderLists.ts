// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listProviderLists = { method: 'GET', path: '/api/owner/integrations/mailing-list/lists' } as RouteRow<'listProviderLists', 'GET', '/api/owner/integrations/mailing-list/lists'>;
