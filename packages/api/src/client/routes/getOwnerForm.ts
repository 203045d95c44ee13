// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerForm = { method: 'GET', path: '/api/owner/forms/:id' } as RouteRow<'getOwnerForm', 'GET', '/api/owner/forms/:id'>;
