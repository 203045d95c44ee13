// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getFormTemplateSchema = { method: 'GET', path: '/api/template/GetTemplateSchema' } as RouteRow<'getFormTemplateSchema', 'GET', '/api/template/GetTemplateSchema'>;
