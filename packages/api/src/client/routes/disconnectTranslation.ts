// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const disconnectTranslation = { method: 'DELETE', path: '/api/multilingual/connection' } as RouteRow<'disconnectTranslation', 'DELETE', '/api/multilingual/connection'>;
