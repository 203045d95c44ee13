// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListProfiles = { method: 'GET', path: '/api/v1/profiles' } as RouteRow<'publicListProfiles', 'GET', '/api/v1/profiles'>;
