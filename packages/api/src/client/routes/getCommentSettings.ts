// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getCommentSettings = { method: 'GET', path: '/api/owner/comments/settings' } as RouteRow<'getCommentSettings', 'GET', '/api/owner/comments/settings'>;
