// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateOwnerVariant = { method: 'PATCH', path: '/api/owner/variants/:id' } as RouteRow<'updateOwnerVariant', 'PATCH', '/api/owner/variants/:id'>;
