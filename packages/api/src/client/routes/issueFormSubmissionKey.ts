// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const issueFormSubmissionKey = { method: 'POST', path: '/api/form/FormSubmissionKey' } as RouteRow<'issueFormSubmissionKey', 'POST', '/api/form/FormSubmissionKey'>;
