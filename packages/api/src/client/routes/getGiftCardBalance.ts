// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getGiftCardBalance = { method: 'GET', path: '/api/commerce/gift-card/balance' } as RouteRow<'getGiftCardBalance', 'GET', '/api/commerce/gift-card/balance'>;
