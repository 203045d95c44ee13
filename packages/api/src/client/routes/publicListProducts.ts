// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListProducts = { method: 'GET', path: '/api/v1/products' } as RouteRow<'publicListProducts', 'GET', '/api/v1/products'>;
