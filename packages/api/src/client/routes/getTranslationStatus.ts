// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getTranslationStatus = { method: 'GET', path: '/api/multilingual/status' } as RouteRow<'getTranslationStatus', 'GET', '/api/multilingual/status'>;
