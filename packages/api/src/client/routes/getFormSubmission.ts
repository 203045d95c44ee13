// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getFormSubmission = { method: 'GET', path: '/api/owner/forms/:id/submissions/:submissionId' } as RouteRow<'getFormSubmission', 'GET', '/api/owner/forms/:id/submissions/:submissionId'>;
