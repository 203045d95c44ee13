// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getStyles = { method: 'GET', path: '/api/owner/styles' } as RouteRow<'getStyles', 'GET', '/api/owner/styles'>;
