import type { FastifyInstance } from 'fastify';
import { registerCaptchaSettingsRoutes } from './owner-routes.ts';
import { registerCaptchaRoutes } from './routes.ts';

/** The captcha: ALTCHA challenges for visitors, the owner's provider settings. */
export async function captchaPlugin(app: FastifyInstance): Promise<void> {
  registerCaptchaRoutes(app, app.deps);
  registerCaptchaSettingsRoutes(app, app.deps);
}
