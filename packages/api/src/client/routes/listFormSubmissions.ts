// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listFormSubmissions = { method: 'GET', path: '/api/owner/forms/:id/submissions' } as RouteRow<'listFormSubmissions', 'GET', '/api/owner/forms/:id/submissions'>;
