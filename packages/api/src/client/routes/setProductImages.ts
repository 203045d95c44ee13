// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setProductImages = { method: 'PUT', path: '/api/owner/products/:id/images' } as RouteRow<'setProductImages', 'PUT', '/api/owner/products/:id/images'>;
