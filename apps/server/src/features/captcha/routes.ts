import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ALTCHA_CHALLENGE_PATH, createAltchaChallenge } from './altcha.ts';
import { captchaConfig } from './captcha.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';

/**
 * `GET /api/captcha/config` → `{ provider, siteKey, challengeUrl, error? }` for the island, and
 * `GET /api/captcha/altcha/challenge` → a signed ALTCHA challenge (never cached: each is single-use).
 */
export function registerCaptchaRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/api/captcha/config', { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    reply.header('cache-control', 'no-store');
    return captchaConfig(db, website.id);
  });

  app.get(ALTCHA_CHALLENGE_PATH, { config: { access: 'public' }, preHandler: rateLimit(db, { name: 'altcha-challenge', limit: 60, windowMs: 60_000 }) }, async (request, reply) => {
    const website = siteOf(request);
    reply.header('cache-control', 'no-store');
    return createAltchaChallenge(db, website.id, now());
  });
}
