// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setCollectionSort = { method: 'PUT', path: '/api/owner/sort/:id' } as RouteRow<'setCollectionSort', 'PUT', '/api/owner/sort/:id'>;
