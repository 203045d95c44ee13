import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ALTCHA_CHALLENGE_PATH, createAltchaChallenge } from '../services/captcha/altcha.ts';
import { captchaConfig } from '../services/captcha/captcha.ts';
import { rateLimit } from './rate-limit.ts';
import { requestWebsite } from './site.ts';

/**
 * `GET /api/captcha/config` → `{ provider, siteKey, challengeUrl, error? }` for the island, and
 * `GET /api/captcha/altcha/challenge` → a signed ALTCHA challenge (never cached: each is single-use).
 */
export function registerCaptchaRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.get('/api/captcha/config', async (request, reply) => {
    const website = await requestWebsite(db, request);
    reply.header('cache-control', 'no-store');
    return captchaConfig(db, website.id);
  });

  app.get(ALTCHA_CHALLENGE_PATH, { preHandler: rateLimit(db, { name: 'altcha-challenge', limit: 60, windowMs: 60_000 }) }, async (request, reply) => {
    const website = await requestWebsite(db, request);
    reply.header('cache-control', 'no-store');
    return createAltchaChallenge(db, website.id, now());
  });
}
