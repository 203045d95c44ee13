// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const exportFormSubmissions = { method: 'GET', path: '/api/owner/forms/:id/submissions.csv' } as RouteRow<'exportFormSubmissions', 'GET', '/api/owner/forms/:id/submissions.csv'>;
