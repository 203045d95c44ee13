// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const recordFormRender = { method: 'POST', path: '/api/census/form-render' } as RouteRow<'recordFormRender', 'POST', '/api/census/form-render'>;
