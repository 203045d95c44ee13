// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getCollectionSort = { method: 'GET', path: '/api/owner/sort/:id' } as RouteRow<'getCollectionSort', 'GET', '/api/owner/sort/:id'>;
