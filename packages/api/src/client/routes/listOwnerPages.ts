// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerPages = { method: 'GET', path: '/api/owner/pages' } as RouteRow<'listOwnerPages', 'GET', '/api/owner/pages'>;
