import { errorCodeOfStatus, SITE_ACCESS_MESSAGES, unlockBody, unlockPage, unlockSite } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { mount } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { pageUnlockCookie, setUnlockCookie, SITE_UNLOCK_COOKIE } from './unlock-cookie.ts';
import { tryUnlock, type UnlockResult, type UnlockTarget } from './unlock-service.ts';
import { verifyProofOfWork } from '../captcha/index.ts';

/*
 * The password forms of the lock screen and of protected pages. They work without JavaScript: a
 * form post is answered with 303 to the page it came from — opened, or showing why not (`?unlock=`,
 * read by access-gate.ts, with `wait=` seconds after a 429 and `pow=1` when the next try should
 * bring the proof of work). A JSON post gets JSON: 200, or 400/401/404/429 with the message (and
 * `proofOfWork: true` when the target asks for one; a 429 carries Retry-After).
 */

/** Only a path of this site is followed: never another origin, never the API. */
export function safeNext(next: string): string {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\') || /^\/api(\/|$)/.test(next)) return '/';
  return next;
}

function withUnlockError(next: string, result: Exclude<UnlockResult, { outcome: 'open' | 'unknown' }>): string {
  const url = new URL(next, 'http://site.invalid');
  url.searchParams.set('unlock', result.outcome);
  if (result.outcome === 'throttled') url.searchParams.set('wait', String(result.retryAfterSeconds));
  if ('proofOfWork' in result && result.proofOfWork) url.searchParams.set('pow', '1');
  return `${url.pathname}${url.search}`;
}

/** The status and message of a refused JSON try. */
function jsonAnswer(result: Exclude<UnlockResult, { outcome: 'open' }>): [number, string] {
  if (result.outcome === 'throttled') return [429, result.message];
  if (result.outcome === 'empty') return [400, SITE_ACCESS_MESSAGES.passwordRequired];
  if (result.outcome === 'wrong') return [401, SITE_ACCESS_MESSAGES.wrongPassword];
  return [404, 'This page has no password.'];
}

async function answer(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, target: UnlockTarget, form: z.output<typeof unlockBody>): Promise<FastifyReply> {
  const website = siteOf(request);
  const { password, next: rawNext, captchaKey } = form;
  const next = safeNext(rawNext);
  const proof = captchaKey ? () => verifyProofOfWork(deps.db, website.id, captchaKey, deps.now()) : undefined;
  const result = await tryUnlock(deps.db, website.id, target, { password, address: request.ip, now: deps.now(), proof });
  const asJson = (request.headers['content-type'] ?? '').includes('application/json');
  reply.header('cache-control', 'no-store');
  if (result.outcome === 'open') {
    if (result.cookie) setUnlockCookie(request, reply, target.kind === 'site' ? SITE_UNLOCK_COOKIE : pageUnlockCookie(target.collectionId), result.cookie.secret, result.cookie.scope);
    return asJson ? reply.send({ unlocked: true, next }) : reply.code(303).header('location', next).send();
  }
  if (asJson) {
    const [status, message] = jsonAnswer(result);
    if (result.outcome === 'throttled') reply.header('retry-after', result.retryAfterSeconds);
    const proofOfWork = (result.outcome === 'throttled' || result.outcome === 'wrong') && result.proofOfWork;
    return reply.code(status).send({ ...(proofOfWork ? { proofOfWork: true } : {}), ...errorBody(errorCodeOfStatus(status), message) });
  }
  // A page that has no password (any more) just opens.
  return reply.code(303).header('location', result.outcome === 'unknown' ? next : withUnlockError(next, result)).send();
}

/** Registers POST /api/site-access/unlock and POST /api/site-access/pages/:id/unlock, with form bodies read in this scope. */
export async function registerUnlockRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // The form's schema never refuses (a missing or odd field reads as empty): every post gets an answer.
    mount(scope, unlockSite, ({ body, request, reply }) => answer(deps, request, reply, { kind: 'site' }, body));
    mount(scope, unlockPage, ({ params: { id }, body, request, reply }) => answer(deps, request, reply, { kind: 'page', collectionId: id }, body));
  });
}
