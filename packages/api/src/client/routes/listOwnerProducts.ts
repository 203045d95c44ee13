// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerProducts = { method: 'GET', path: '/api/owner/products' } as RouteRow<'listOwnerProducts', 'GET', '/api/owner/products'>;
