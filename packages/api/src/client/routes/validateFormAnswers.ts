// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const validateFormAnswers = { method: 'POST', path: '/api/rest/forms/validate/:formId' } as RouteRow<'validateFormAnswers', 'POST', '/api/rest/forms/validate/:formId'>;
