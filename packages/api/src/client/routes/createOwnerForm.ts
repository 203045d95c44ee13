// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createOwnerForm = { method: 'POST', path: '/api/owner/forms' } as RouteRow<'createOwnerForm', 'POST', '/api/owner/forms'>;
