// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publicListSubmissions = { method: 'GET', path: '/api/v1/form-submissions' } as RouteRow<'publicListSubmissions', 'GET', '/api/v1/form-submissions'>;
