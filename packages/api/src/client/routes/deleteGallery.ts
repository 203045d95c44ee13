// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const deleteGallery = { method: 'DELETE', path: '/api/owner/galleries/:id' } as RouteRow<'deleteGallery', 'DELETE', '/api/owner/galleries/:id'>;
