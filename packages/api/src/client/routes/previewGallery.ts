// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const previewGallery = { method: 'POST', path: '/api/owner/galleries/preview' } as RouteRow<'previewGallery', 'POST', '/api/owner/galleries/preview'>;
