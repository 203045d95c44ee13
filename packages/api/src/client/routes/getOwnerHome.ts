// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerHome = { method: 'GET', path: '/api/owner/home' } as RouteRow<'getOwnerHome', 'GET', '/api/owner/home'>;
