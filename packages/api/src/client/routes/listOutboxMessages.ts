// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const listOutboxMessages = { method: 'GET', path: '/api/owner/outbox' } as RouteRow<'listOutboxMessages', 'GET', '/api/owner/outbox'>;
