import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { applyCaptchaUpdate, captchaSettingsBody, ownerCaptchaSettings } from '../services/captcha/owner-settings.ts';
import { getCaptchaSettings, saveCaptchaSettings } from '../services/captcha/settings.ts';
import { ownerContributor, requireOwnerWrite, requirePermission } from './guard.ts';

/** Path of the owner's captcha settings. */
export const CAPTCHA_SETTINGS_PATH = '/api/owner/captcha-settings';

/**
 * The site setting that picks the captcha provider (docs/owner-api.md "Captcha"):
 * `GET` (forms:read) → `{ provider, siteKey, hasSecret }`;
 * `PUT` (forms:write + crumb) `{ provider, siteKey?, secret? }` → the same, or 400 with what is missing.
 * The secret is write-only: no answer carries it.
 */
export function registerCaptchaSettingsRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.get(CAPTCHA_SETTINGS_PATH, { preHandler: requirePermission(db, 'forms:read') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ownerCaptchaSettings(await getCaptchaSettings(db, ownerContributor(request).websiteId));
  });

  app.put(CAPTCHA_SETTINGS_PATH, { preHandler: requireOwnerWrite(db, 'forms:write') }, async (request, reply) => {
    const websiteId = ownerContributor(request).websiteId;
    const update = captchaSettingsBody.parse(request.body);
    const result = applyCaptchaUpdate(await getCaptchaSettings(db, websiteId), update);
    if (!result.ok) throw new HttpError(400, result.message);
    await saveCaptchaSettings(db, websiteId, result.settings, now());
    reply.header('cache-control', 'no-store');
    return ownerCaptchaSettings(result.settings);
  });
}
