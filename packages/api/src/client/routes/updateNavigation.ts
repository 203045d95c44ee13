// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateNavigation = { method: 'POST', path: '/api/widget/UpdateNavigation' } as RouteRow<'updateNavigation', 'POST', '/api/widget/UpdateNavigation'>;
