// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const unsubscribeNewsletter = { method: 'GET', path: '/api/newsletter/unsubscribe' } as RouteRow<'unsubscribeNewsletter', 'GET', '/api/newsletter/unsubscribe'>;
