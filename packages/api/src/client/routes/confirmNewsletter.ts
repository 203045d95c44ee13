// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const confirmNewsletter = { method: 'GET', path: '/api/newsletter/confirm' } as RouteRow<'confirmNewsletter', 'GET', '/api/newsletter/confirm'>;
