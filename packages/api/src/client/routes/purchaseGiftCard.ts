// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const purchaseGiftCard = { method: 'POST', path: '/api/commerce/gift-card/purchase' } as RouteRow<'purchaseGiftCard', 'POST', '/api/commerce/gift-card/purchase'>;
