// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publishThemeTweaks = { method: 'POST', path: '/api/owner/themes/:id/tweaks/publish' } as RouteRow<'publishThemeTweaks', 'POST', '/api/owner/themes/:id/tweaks/publish'>;
