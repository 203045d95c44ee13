// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listRedirects = { method: 'GET', path: '/api/owner/redirects' } as RouteRow<'listRedirects', 'GET', '/api/owner/redirects'>;
