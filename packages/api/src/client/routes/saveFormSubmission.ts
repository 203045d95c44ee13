// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveFormSubmission = { method: 'POST', path: '/api/form/SaveFormSubmission' } as RouteRow<'saveFormSubmission', 'POST', '/api/form/SaveFormSubmission'>;
