// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const requestOwnerSignInLink = { method: 'POST', path: '/api/owner/session/link' } as RouteRow<'requestOwnerSignInLink', 'POST', '/api/owner/session/link'>;
