import { getAltchaChallenge, getCaptchaConfig } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';
import { createAltchaChallenge } from './altcha.ts';
import { captchaConfig } from './service.ts';

/**
 * The visitor's captcha routes (docs/forms-api.md "Captcha"): `GET /api/captcha/config` → `{ provider,
 * siteKey, challengeUrl, error? }` for the island, and `GET /api/captcha/altcha/challenge` → a signed
 * ALTCHA challenge (never cached: each is single-use).
 */
export function registerCaptchaRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getCaptchaConfig, ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return captchaConfig(db, siteOf(request).id);
  });

  mount(
    app,
    getAltchaChallenge,
    ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return createAltchaChallenge(db, siteOf(request).id, now());
    },
    { preHandler: rateLimit(db, { name: 'altcha-challenge', limit: 60, windowMs: 60_000 }) },
  );
}
