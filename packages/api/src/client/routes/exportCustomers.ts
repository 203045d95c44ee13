// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const exportCustomers = { method: 'GET', path: '/api/owner/exports/customers.csv' } as RouteRow<'exportCustomers', 'GET', '/api/owner/exports/customers.csv'>;
