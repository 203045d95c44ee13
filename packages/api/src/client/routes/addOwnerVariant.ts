// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const addOwnerVariant = { method: 'POST', path: '/api/owner/products/:id/variants' } as RouteRow<'addOwnerVariant', 'POST', '/api/owner/products/:id/variants'>;
