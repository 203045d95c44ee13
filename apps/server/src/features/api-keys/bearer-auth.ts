import { API_KEY_MESSAGES, type ApiKeyScope } from '@plinth/api';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError, retryAfterSeconds } from '../../infra/errors/app-error.ts';
import { hitRateLimit, type RateLimitResult } from '../../infra/rate-limit/rate-limit-repository.ts';
import { spokenWait } from '../../infra/rate-limit/wait-message.ts';
import { siteOf } from '../site/index.ts';
import { hashApiKey } from './key-secret.ts';
import { findKeyByHash, touchKey, type ApiKeyRecord } from './keys-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a public API call was admitted with (set by `requireApiKey`); null elsewhere. */
    apiKey: ApiKeyRecord | null;
  }
}

/** Calls one key may make per window (every process shares the counter: it is in the database). */
export const API_KEY_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

const BEARER = /^Bearer[ ]+([A-Za-z0-9_-]{1,200})[ ]*$/i;

function unauthenticated(reply: FastifyReply, message: string): AppError {
  // RFC 6750: a bearer-protected resource says how to authenticate.
  reply.header('www-authenticate', 'Bearer realm="plinth"');
  return new AppError('UNAUTHENTICATED', message);
}

/**
 * The IETF RateLimit headers of a key's call (draft-ietf-httpapi-ratelimit-headers): the calls a
 * window allows, those left in this one, and the seconds until it starts again. Set before anything
 * else can refuse the call, so every answer to a key carries them (a 403, a 404, a 429).
 */
export function setRateLimitHeaders(reply: FastifyReply, hit: RateLimitResult): void {
  reply.header('ratelimit-limit', String(API_KEY_RATE_LIMIT.limit));
  reply.header('ratelimit-remaining', String(Math.max(0, API_KEY_RATE_LIMIT.limit - hit.count)));
  reply.header('ratelimit-reset', String(retryAfterSeconds(hit.resetMs ?? 0)));
}

/**
 * The guard of a public API route: the key in `Authorization: Bearer <key>` must be a live key of
 * the request's site (401 otherwise, nothing read), within its rate limit (429 with Retry-After),
 * and hold `scope` (403). Runs before the handler, so a refused call touches nothing.
 */
export function requireApiKey({ db, now }: AppDeps, scope: ApiKeyScope): preHandlerAsyncHookHandler {
  return async function apiKeyGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthenticated(reply, API_KEY_MESSAGES.missingKey);
    const secret = BEARER.exec(header)?.[1];
    if (!secret) throw unauthenticated(reply, API_KEY_MESSAGES.missingKey);
    const key = await findKeyByHash(db, hashApiKey(secret));
    if (!key || key.revokedAt !== null || key.websiteId !== siteOf(request).id) throw unauthenticated(reply, API_KEY_MESSAGES.invalidKey);
    const at = now();
    const hit = await hitRateLimit(db, `api-key:${key.id}`, { ...API_KEY_RATE_LIMIT, now: at });
    setRateLimitHeaders(reply, hit);
    if (!hit.allowed) {
      // One number for the words and the header, so they always agree.
      const wait = spokenWait(hit.retryAfterMs);
      throw new AppError('RATE_LIMITED', API_KEY_MESSAGES.rateLimited(API_KEY_RATE_LIMIT.limit, wait.words), undefined, { retryAfterSeconds: wait.seconds });
    }
    if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.outOfScope(scope));
    await touchKey(db, key.id, at);
    request.apiKey = key;
  };
}
