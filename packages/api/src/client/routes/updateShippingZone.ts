// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateShippingZone = { method: 'PUT', path: '/api/owner/commerce/shipping-zones/:id' } as RouteRow<'updateShippingZone', 'PUT', '/api/owner/commerce/shipping-zones/:id'>;
