// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateGallery = { method: 'PUT', path: '/api/owner/galleries/:id' } as RouteRow<'updateGallery', 'PUT', '/api/owner/galleries/:id'>;
