// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveMailingListSettings = { method: 'PUT', path: '/api/owner/integrations/mailing-list/settings' } as RouteRow<'saveMailingListSettings', 'PUT', '/api/owner/integrations/mailing-list/settings'>;
