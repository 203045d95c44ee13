// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const replaceMedia = { method: 'PUT', path: '/api/owner/media/:id/content' } as RouteRow<'replaceMedia', 'PUT', '/api/owner/media/:id/content'>;
