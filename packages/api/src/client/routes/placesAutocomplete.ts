// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const placesAutocomplete = { method: 'GET', path: '/api/maps/places/autocomplete' } as RouteRow<'placesAutocomplete', 'GET', '/api/maps/places/autocomplete'>;
