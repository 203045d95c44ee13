// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getMailingList = { method: 'GET', path: '/api/owner/mailing-list' } as RouteRow<'getMailingList', 'GET', '/api/owner/mailing-list'>;
