import type { ApiRoute } from '../api-route.ts';

/** The captcha feature's routes (apps/server/src/features/captcha). */
export const captchaRoutes: readonly ApiRoute[] = [];
