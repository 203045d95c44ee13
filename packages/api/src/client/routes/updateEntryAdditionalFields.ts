// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const updateEntryAdditionalFields = { method: 'PUT', path: '/api/commerce/shopping-cart/entries/:entryId/additionalFields' } as RouteRow<'updateEntryAdditionalFields', 'PUT', '/api/commerce/shopping-cart/entries/:entryId/additionalFields'>;
