// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listShippingZones = { method: 'GET', path: '/api/owner/commerce/shipping-zones' } as RouteRow<'listShippingZones', 'GET', '/api/owner/commerce/shipping-zones'>;
