// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listThemes = { method: 'GET', path: '/api/owner/themes' } as RouteRow<'listThemes', 'GET', '/api/owner/themes'>;
