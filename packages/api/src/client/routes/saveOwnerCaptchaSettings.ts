// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const saveOwnerCaptchaSettings = { method: 'PUT', path: '/api/owner/captcha-settings' } as RouteRow<'saveOwnerCaptchaSettings', 'PUT', '/api/owner/captcha-settings'>;
