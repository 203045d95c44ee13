// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerCollections = { method: 'GET', path: '/api/owner/collections' } as RouteRow<'listOwnerCollections', 'GET', '/api/owner/collections'>;
