// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const addContributor = { method: 'POST', path: '/api/owner/contributors' } as RouteRow<'addContributor', 'POST', '/api/owner/contributors'>;
