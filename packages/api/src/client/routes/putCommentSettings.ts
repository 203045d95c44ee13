// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const putCommentSettings = { method: 'PUT', path: '/api/owner/comments/settings' } as RouteRow<'putCommentSettings', 'PUT', '/api/owner/comments/settings'>;
