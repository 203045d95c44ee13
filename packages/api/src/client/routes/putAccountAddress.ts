// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const putAccountAddress = { method: 'PUT', path: '/api/site-users/account/addresses/:id' } as RouteRow<'putAccountAddress', 'PUT', '/api/site-users/account/addresses/:id'>;
