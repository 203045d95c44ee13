// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const exportProducts = { method: 'GET', path: '/api/owner/exports/products.csv' } as RouteRow<'exportProducts', 'GET', '/api/owner/exports/products.csv'>;
