// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteEvent = { method: 'DELETE', path: '/api/owner/events/:id' } as RouteRow<'deleteEvent', 'DELETE', '/api/owner/events/:id'>;
