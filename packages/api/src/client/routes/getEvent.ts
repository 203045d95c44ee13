// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getEvent = { method: 'GET', path: '/api/owner/events/:id' } as RouteRow<'getEvent', 'GET', '/api/owner/events/:id'>;
