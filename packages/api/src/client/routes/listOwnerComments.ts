// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOwnerComments = { method: 'GET', path: '/api/owner/comments' } as RouteRow<'listOwnerComments', 'GET', '/api/owner/comments'>;
