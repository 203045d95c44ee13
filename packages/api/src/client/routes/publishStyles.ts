// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const publishStyles = { method: 'POST', path: '/api/owner/styles/publish' } as RouteRow<'publishStyles', 'POST', '/api/owner/styles/publish'>;
