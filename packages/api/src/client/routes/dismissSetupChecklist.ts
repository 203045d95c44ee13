// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const dismissSetupChecklist = { method: 'POST', path: '/api/owner/setup/checklist/dismiss' } as RouteRow<'dismissSetupChecklist', 'POST', '/api/owner/setup/checklist/dismiss'>;
