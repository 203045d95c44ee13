import { API_KEY_MESSAGES, type ApiKeyScope } from '@plinth/api';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { limitReached } from '../../infra/rate-limit/rate-limit.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
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
    if (!hit.allowed) throw limitReached(hit);
    if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.outOfScope(scope));
    await touchKey(db, key.id, at);
    request.apiKey = key;
  };
}
