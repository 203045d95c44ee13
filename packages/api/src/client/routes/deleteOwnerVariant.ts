// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteOwnerVariant = { method: 'DELETE', path: '/api/owner/variants/:id' } as RouteRow<'deleteOwnerVariant', 'DELETE', '/api/owner/variants/:id'>;
