// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerForms = { method: 'GET', path: '/api/owner/forms' } as RouteRow<'listOwnerForms', 'GET', '/api/owner/forms'>;
