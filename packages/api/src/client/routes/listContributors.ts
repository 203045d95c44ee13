// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listContributors = { method: 'GET', path: '/api/owner/contributors' } as RouteRow<'listContributors', 'GET', '/api/owner/contributors'>;
