// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateOwnerForm = { method: 'PUT', path: '/api/owner/forms/:id' } as RouteRow<'updateOwnerForm', 'PUT', '/api/owner/forms/:id'>;
