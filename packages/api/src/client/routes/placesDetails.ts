// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const placesDetails = { method: 'GET', path: '/api/maps/places/details' } as RouteRow<'placesDetails', 'GET', '/api/maps/places/details'>;
