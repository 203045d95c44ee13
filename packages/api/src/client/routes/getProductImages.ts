// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getProductImages = { method: 'GET', path: '/api/owner/products/:id/images' } as RouteRow<'getProductImages', 'GET', '/api/owner/products/:id/images'>;
