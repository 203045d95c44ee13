// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsProducts = { method: 'GET', path: '/api/owner/analytics/products' } as RouteRow<'getAnalyticsProducts', 'GET', '/api/owner/analytics/products'>;
