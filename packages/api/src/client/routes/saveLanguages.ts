// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveLanguages = { method: 'PUT', path: '/api/multilingual/languages' } as RouteRow<'saveLanguages', 'PUT', '/api/multilingual/languages'>;
