// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordButtonRender = { method: 'POST', path: '/api/census/button-render' } as RouteRow<'recordButtonRender', 'POST', '/api/census/button-render'>;
