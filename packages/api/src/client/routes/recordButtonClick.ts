// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordButtonClick = { method: 'POST', path: '/api/census/button-click' } as RouteRow<'recordButtonClick', 'POST', '/api/census/button-click'>;
