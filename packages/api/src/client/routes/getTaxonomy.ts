// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getTaxonomy = { method: 'GET', path: '/api/owner/taxonomy/:id' } as RouteRow<'getTaxonomy', 'GET', '/api/owner/taxonomy/:id'>;
