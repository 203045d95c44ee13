// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getOwnerCaptchaSettings = { method: 'GET', path: '/api/owner/captcha-settings' } as RouteRow<'getOwnerCaptchaSettings', 'GET', '/api/owner/captcha-settings'>;
