import { getRecordingId, MAX_BATCH_COMPRESSED_BYTES, postRecordingEvents } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseVisitorCookie } from '@plinth/platform';
import { isbot } from 'isbot';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError, retryAfterSeconds } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { MemoryWindowLimiter } from '../../infra/rate-limit/memory-window.ts';
import { requestCartToken } from '../cart/index.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';
import { siteOf } from '../site/index.ts';
import { MESSAGES } from './messages.ts';
import { startRecording, storeBatch } from './recorder-service.ts';

/*
 * The browser's recording routes (docs/recordings-api.md): getId, then gzip batches of rrweb events
 * to the id. Both are visitor-supplied input: limited per caller, capped in size, never a 5xx.
 */

/** getId calls per address (a page view each). */
const START_LIMIT = { limit: 60, windowMs: 60_000 };
/** Batches per recording: the browser flushes every 100 events or 10 s. */
const BATCH_LIMIT = { limit: 120, windowMs: 60_000 };

/** The ss_cvr visitor id (`id|firstVisit|lastVisit|count`), if the cookie is well-formed. */
const cookieVisitorId = (value: string | undefined): string | null => parseVisitorCookie(value)?.id ?? null;

/** Whether the caller is one of the site's signed-in owners (they are never recorded). */
async function isOwner(deps: AppDeps, request: FastifyRequest, websiteId: string, now: number): Promise<boolean> {
  const token = requestOwnerToken(request);
  return token !== undefined && (await findOwnerSession(deps.db, websiteId, token, now)) !== null;
}

/** Registers getId and the batch route (in their own scope: the batch's body parser is theirs alone). */
export async function registerRecorderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const starts = new MemoryWindowLimiter(START_LIMIT);
  const batches = new MemoryWindowLimiter(BATCH_LIMIT);
  const admit = (limiter: MemoryWindowLimiter, key: string, now: number, message: string) => {
    if (!limiter.hit(key, now)) throw new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds: retryAfterSeconds(limiter.retryAfterMs(key, now)) });
  };

  mount(app, getRecordingId, async ({ query, request, reply }) => {
    const website = siteOf(request);
    const now = deps.now();
    admit(starts, `${website.id}:${request.ip}`, now, MESSAGES.tooManyRequests);
    reply.header('cache-control', 'no-store');
    const skip = isbot(request.headers['user-agent'] ?? '') || (await isOwner(deps, request, website.id, now));
    return startRecording(deps.db, { website, page: query.page, previous: query.previous, visitorId: cookieVisitorId(request.cookies.ss_cvr), skip, now });
  });

  await app.register(async (scope) => {
    // The batch is the raw gzip bytes: read as a buffer, refused past the keep-alive size.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_BATCH_COMPRESSED_BYTES }, (_request, body, done) => done(null, body));
    mount(scope, postRecordingEvents, async ({ params: { id }, request }) => {
      if (!(request.body instanceof Uint8Array)) throw new AppError('INVALID', MESSAGES.notGzip);
      const website = siteOf(request);
      const now = deps.now();
      admit(batches, `${website.id}:${id}`, now, MESSAGES.tooManyRequests);
      await storeBatch(deps.db, { websiteId: website.id, recordingId: id, body: request.body, cartToken: requestCartToken(request), now });
    }, { config: { website: 'cached' }, bodyLimit: MAX_BATCH_COMPRESSED_BYTES });
  });
}
