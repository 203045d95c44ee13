// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listFonts = { method: 'GET', path: '/api/owner/styles/fonts' } as RouteRow<'listFonts', 'GET', '/api/owner/styles/fonts'>;
