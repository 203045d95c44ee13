// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getProductFeed = { method: 'GET', path: '/api/owner/product-feed' } as RouteRow<'getProductFeed', 'GET', '/api/owner/product-feed'>;
