// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createShippingZone = { method: 'POST', path: '/api/owner/commerce/shipping-zones' } as RouteRow<'createShippingZone', 'POST', '/api/owner/commerce/shipping-zones'>;
