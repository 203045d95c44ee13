// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listTaxonomyCollections = { method: 'GET', path: '/api/owner/taxonomy' } as RouteRow<'listTaxonomyCollections', 'GET', '/api/owner/taxonomy'>;
