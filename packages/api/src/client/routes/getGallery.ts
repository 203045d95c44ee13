// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getGallery = { method: 'GET', path: '/api/owner/galleries/:id' } as RouteRow<'getGallery', 'GET', '/api/owner/galleries/:id'>;
