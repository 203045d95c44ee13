// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getHeaderFooter = { method: 'GET', path: '/api/site-header-footer' } as RouteRow<'getHeaderFooter', 'GET', '/api/site-header-footer'>;
