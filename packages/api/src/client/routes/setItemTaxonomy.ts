// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setItemTaxonomy = { method: 'PUT', path: '/api/owner/items/:id/taxonomy' } as RouteRow<'setItemTaxonomy', 'PUT', '/api/owner/items/:id/taxonomy'>;
