// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const setPopup = { method: 'PUT', path: '/api/owner/site-access/popup' } as RouteRow<'setPopup', 'PUT', '/api/owner/site-access/popup'>;
