import { getPerformanceSettings, MAX_PERFORMANCE_BODY_BYTES, postPerformanceRecords } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError, retryAfterSeconds } from '../../infra/errors/app-error.ts';
import { requestCrumb } from '../../infra/http/crumb.ts';
import { mount, type MountOptions } from '../../infra/http/mount.ts';
import { MemoryWindowLimiter } from '../../infra/rate-limit/memory-window.ts';
import { siteOf } from '../site/index.ts';
import { randomUUID } from 'node:crypto';
import { environmentOf } from './environment.ts';
import { acceptRecords, issuePageLoad, UNCOUNTED_PREFIX } from './ingest-service.ts';
import { BODY_NOT_JSON, TOO_MANY_CALLS } from './messages.ts';
import { isBotRequest, isCountlessOwner, isSkippedPage, refererPath } from './visitor-exclusions.ts';

/*
 * The two visitor routes (platform.md §7 "Performance"): GET /api/1/performance/settings issues a
 * page-load id; POST /api/1/performance/records takes its records (a beacon or XHR as text/plain,
 * so the body is read as text and parsed here). Bots and excluded pages get 204 and no id.
 */

/** Calls per visitor and minute: a page makes one settings call and two or three record posts. */
export const PERFORMANCE_LIMIT = { limit: 60, windowMs: 60_000 };

/** A text body (a beacon of a string is text/plain) read as JSON; a parsed JSON body as it is. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('INVALID', BODY_NOT_JSON);
  }
}

/** The settings answer is never cached, a bot's 204 included. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/** A bot is answered 204 before its call is read: a pre-handler, so it runs before the route's schemas. */
async function answerBots(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (isBotRequest(request)) return reply.code(204).send();
  return undefined;
}

/** A beacon's text body read as JSON before the schema reads it. */
async function textBodyAsJson(request: FastifyRequest): Promise<void> {
  request.body = jsonBody(request.body);
}

export function registerVisitorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limiter = new MemoryWindowLimiter(PERFORMANCE_LIMIT);
  const admit = (request: FastifyRequest, websiteId: string, now: number) => {
    const key = `${websiteId}:${requestCrumb(request) ?? request.ip}`;
    if (!limiter.hit(key, now)) throw new AppError('RATE_LIMITED', TOO_MANY_CALLS, undefined, { retryAfterSeconds: retryAfterSeconds(limiter.retryAfterMs(key, now)) });
  };

  mount(app, getPerformanceSettings, async ({ query, request, reply }) => {
    const website = siteOf(request);
    const now = deps.now();
    admit(request, website.id, now);
    const path = refererPath(request);
    if (isSkippedPage(path, query.pageType)) return reply.code(204).send();
    // A signed-in owner's page gets an id that is never stored: its records are taken and dropped,
    // so the owner's own visits neither count nor fill their error report with refused calls.
    if (await isCountlessOwner(deps.db, request, website.id, path, now)) return { pageLoadId: `${UNCOUNTED_PREFIX}${randomUUID()}` };
    return { pageLoadId: await issuePageLoad(deps.db, website.id, { path, ...query }, now) };
  }, { config: { website: 'cached' }, preHandler: [noStore, answerBots] });

  const recordsOptions = { bodyLimit: MAX_PERFORMANCE_BODY_BYTES, config: { website: 'cached' }, preHandler: [answerBots, textBodyAsJson] } satisfies MountOptions;
  mount(app, postPerformanceRecords, async ({ body: records, request }) => {
    const website = siteOf(request);
    const now = deps.now();
    admit(request, website.id, now);
    await acceptRecords(deps.db, website.id, records, now, environmentOf(request.hostname));
  }, recordsOptions);
}
