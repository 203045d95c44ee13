// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const bulkRedirects = { method: 'POST', path: '/api/owner/redirects/bulk' } as RouteRow<'bulkRedirects', 'POST', '/api/owner/redirects/bulk'>;
