// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOpenApiDocument = { method: 'GET', path: '/api/openapi.json' } as RouteRow<'getOpenApiDocument', 'GET', '/api/openapi.json'>;
