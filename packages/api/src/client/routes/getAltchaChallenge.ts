// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import type { RouteRow } from '../route-row.ts';

export const getAltchaChallenge = { method: 'GET', path: '/api/captcha/altcha/challenge' } as RouteRow<'getAltchaChallenge', 'GET', '/api/captcha/altcha/challenge'>;
