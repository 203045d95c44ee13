// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const moveVariantStock = { method: 'POST', path: '/api/owner/variants/:id/stock' } as RouteRow<'moveVariantStock', 'POST', '/api/owner/variants/:id/stock'>;
