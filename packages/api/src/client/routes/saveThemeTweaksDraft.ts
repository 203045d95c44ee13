// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveThemeTweaksDraft = { method: 'PUT', path: '/api/owner/themes/:id/tweaks/draft' } as RouteRow<'saveThemeTweaksDraft', 'PUT', '/api/owner/themes/:id/tweaks/draft'>;
