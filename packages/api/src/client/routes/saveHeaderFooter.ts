// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveHeaderFooter = { method: 'PUT', path: '/api/site-header-footer' } as RouteRow<'saveHeaderFooter', 'PUT', '/api/site-header-footer'>;
