import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { applyCaptchaUpdate, captchaSettingsBody, ownerCaptchaSettings } from './owner-settings.ts';
import { getCaptchaSettings, saveCaptchaSettings } from './settings.ts';
import { ownerContributor } from '../owner/index.ts';

/** Path of the owner's captcha settings. */
export const CAPTCHA_SETTINGS_PATH = '/api/owner/captcha-settings';

/**
 * The site setting that picks the captcha provider (docs/owner-api.md "Captcha"):
 * `GET` (forms:read) → `{ provider, siteKey, hasSecret }`;
 * `PUT` (forms:write + crumb) `{ provider, siteKey?, secret? }` → the same, or 400 with what is missing.
 * The secret is write-only: no answer carries it.
 */
export function registerCaptchaSettingsRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(CAPTCHA_SETTINGS_PATH, { config: { access: 'forms:read' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ownerCaptchaSettings(await getCaptchaSettings(db, ownerContributor(request).websiteId));
  });

  app.put(CAPTCHA_SETTINGS_PATH, { config: { access: 'forms:write' } }, async (request, reply) => {
    const websiteId = ownerContributor(request).websiteId;
    const update = captchaSettingsBody.parse(request.body);
    const result = applyCaptchaUpdate(await getCaptchaSettings(db, websiteId), update);
    if (!result.ok) throw new AppError('INVALID', result.message);
    await saveCaptchaSettings(db, websiteId, result.settings, now());
    reply.header('cache-control', 'no-store');
    return ownerCaptchaSettings(result.settings);
  });
}
