// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveAdsPixel = { method: 'PUT', path: '/api/owner/product-feed/pixel' } as RouteRow<'saveAdsPixel', 'PUT', '/api/owner/product-feed/pixel'>;
