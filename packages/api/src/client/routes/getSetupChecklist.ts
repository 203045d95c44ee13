// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getSetupChecklist = { method: 'GET', path: '/api/owner/setup/checklist' } as RouteRow<'getSetupChecklist', 'GET', '/api/owner/setup/checklist'>;
