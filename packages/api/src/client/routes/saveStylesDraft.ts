// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveStylesDraft = { method: 'PUT', path: '/api/owner/styles/draft' } as RouteRow<'saveStylesDraft', 'PUT', '/api/owner/styles/draft'>;
