// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const activateTheme = { method: 'PUT', path: '/api/owner/themes/active' } as RouteRow<'activateTheme', 'PUT', '/api/owner/themes/active'>;
