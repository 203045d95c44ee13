// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteShippingZone = { method: 'DELETE', path: '/api/owner/commerce/shipping-zones/:id' } as RouteRow<'deleteShippingZone', 'DELETE', '/api/owner/commerce/shipping-zones/:id'>;
