// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const changeContributorRole = { method: 'PATCH', path: '/api/owner/contributors/:id' } as RouteRow<'changeContributorRole', 'PATCH', '/api/owner/contributors/:id'>;
