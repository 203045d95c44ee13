// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createStoreCategory = { method: 'POST', path: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories' } as RouteRow<'createStoreCategory', 'POST', '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories'>;
