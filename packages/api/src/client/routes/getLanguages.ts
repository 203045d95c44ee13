// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getLanguages = { method: 'GET', path: '/api/multilingual/languages' } as RouteRow<'getLanguages', 'GET', '/api/multilingual/languages'>;
