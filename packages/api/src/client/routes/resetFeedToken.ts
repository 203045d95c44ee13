// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const resetFeedToken = { method: 'POST', path: '/api/owner/product-feed/token' } as RouteRow<'resetFeedToken', 'POST', '/api/owner/product-feed/token'>;
