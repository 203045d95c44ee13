import { getOwnerCaptchaSettings, saveOwnerCaptchaSettings } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { readOwnerCaptchaSettings, updateOwnerCaptchaSettings } from './service.ts';

/** Path of the owner's captcha settings. */
export const CAPTCHA_SETTINGS_PATH = getOwnerCaptchaSettings.path;

/**
 * The site setting that picks the captcha provider (docs/owner-api.md "Captcha"):
 * `GET` (forms:read) → `{ provider, siteKey, hasSecret }`;
 * `PUT` (forms:write + crumb) `{ provider, siteKey?, secret? }` → the same, or 400 with what is missing.
 * The secret is write-only: no answer carries it.
 */
export function registerCaptchaSettingsRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getOwnerCaptchaSettings, ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return readOwnerCaptchaSettings(db, ownerContributor(request).websiteId);
  });

  mount(app, saveOwnerCaptchaSettings, async ({ body, request, reply }) => {
    const saved = await updateOwnerCaptchaSettings(db, ownerContributor(request).websiteId, body, now());
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
