// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createStoreCollection = { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products' } as RouteRow<'createStoreCollection', 'POST', '/api/content-service/product/1.1/websites/:websiteId/products'>;
