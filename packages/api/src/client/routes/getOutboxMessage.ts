// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOutboxMessage = { method: 'GET', path: '/api/owner/outbox/:id' } as RouteRow<'getOutboxMessage', 'GET', '/api/owner/outbox/:id'>;
