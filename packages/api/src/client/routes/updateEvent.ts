// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateEvent = { method: 'PUT', path: '/api/owner/events/:id' } as RouteRow<'updateEvent', 'PUT', '/api/owner/events/:id'>;
