// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const createGallery = { method: 'POST', path: '/api/owner/galleries' } as RouteRow<'createGallery', 'POST', '/api/owner/galleries'>;
