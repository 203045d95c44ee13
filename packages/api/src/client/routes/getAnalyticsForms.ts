// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAnalyticsForms = { method: 'GET', path: '/api/owner/analytics/forms' } as RouteRow<'getAnalyticsForms', 'GET', '/api/owner/analytics/forms'>;
