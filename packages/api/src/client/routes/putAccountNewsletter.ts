// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const putAccountNewsletter = { method: 'PUT', path: '/api/site-users/account/newsletter' } as RouteRow<'putAccountNewsletter', 'PUT', '/api/site-users/account/newsletter'>;
