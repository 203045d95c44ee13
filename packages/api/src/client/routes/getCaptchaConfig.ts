// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getCaptchaConfig = { method: 'GET', path: '/api/captcha/config' } as RouteRow<'getCaptchaConfig', 'GET', '/api/captcha/config'>;
