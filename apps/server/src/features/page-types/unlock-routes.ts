import { errorCodeOfStatus, SITE_ACCESS_MESSAGES, unlockBody, unlockPage, unlockSite } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { mount } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { pageUnlockCookie, setUnlockCookie, SITE_UNLOCK_COOKIE } from './unlock-cookie.ts';
import { tryUnlock, type UnlockResult, type UnlockTarget } from './unlock-service.ts';
import { SIGN_IN_THROTTLE } from '../../infra/rate-limit/failure-throttle.ts';

/*
 * The password forms of the lock screen and of protected pages. They work without JavaScript: a
 * form post is answered with 303 to the page it came from — opened, or showing why not (`?unlock=`,
 * read by access-gate.ts). A JSON post gets JSON: 200, or 400/401/404/429 with the message.
 */

/** Only a path of this site is followed: never another origin, never the API. */
export function safeNext(next: string): string {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\') || /^\/api(\/|$)/.test(next)) return '/';
  return next;
}

function withUnlockError(next: string, code: string): string {
  const url = new URL(next, 'http://site.invalid');
  url.searchParams.set('unlock', code);
  return `${url.pathname}${url.search}`;
}

const JSON_ANSWERS: Record<Exclude<UnlockResult['outcome'], 'open'>, [number, string]> = {
  empty: [400, SITE_ACCESS_MESSAGES.passwordRequired],
  wrong: [401, SITE_ACCESS_MESSAGES.wrongPassword],
  unknown: [404, 'This page has no password.'],
  throttled: [429, SITE_ACCESS_MESSAGES.throttled],
};

async function answer(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, target: UnlockTarget, form: z.output<typeof unlockBody>): Promise<FastifyReply> {
  const website = siteOf(request);
  const { password, next: rawNext } = form;
  const next = safeNext(rawNext);
  const result = await tryUnlock(deps.db, website.id, target, password, request.ip, deps.now());
  const asJson = (request.headers['content-type'] ?? '').includes('application/json');
  reply.header('cache-control', 'no-store');
  if (result.outcome === 'open') {
    if (result.cookie) setUnlockCookie(request, reply, target.kind === 'site' ? SITE_UNLOCK_COOKIE : pageUnlockCookie(target.collectionId), result.cookie.secret, result.cookie.scope);
    return asJson ? reply.send({ unlocked: true, next }) : reply.code(303).header('location', next).send();
  }
  if (asJson) {
    const [status, message] = JSON_ANSWERS[result.outcome];
    if (result.outcome === 'throttled') reply.header('retry-after', SIGN_IN_THROTTLE.windowMs / 1000);
    return reply.code(status).send(errorBody(errorCodeOfStatus(status), message));
  }
  // A page that has no password (any more) just opens.
  return reply.code(303).header('location', result.outcome === 'unknown' ? next : withUnlockError(next, result.outcome)).send();
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
