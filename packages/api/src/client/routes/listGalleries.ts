// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listGalleries = { method: 'GET', path: '/api/owner/galleries' } as RouteRow<'listGalleries', 'GET', '/api/owner/galleries'>;
