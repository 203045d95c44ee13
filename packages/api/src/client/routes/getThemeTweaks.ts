// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getThemeTweaks = { method: 'GET', path: '/api/owner/themes/:id/tweaks' } as RouteRow<'getThemeTweaks', 'GET', '/api/owner/themes/:id/tweaks'>;
