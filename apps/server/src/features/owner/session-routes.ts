import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { findContributorForSignIn, normalizeEmail, toContributor, type Contributor } from './contributors-repository.ts';
import { createOwnerSession, deleteOwnerSession } from './sessions-repository.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { siteOf } from '../site/index.ts';
import { loadOwner, SIGN_IN_MESSAGE } from './guard.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { clearOwnerCookie, requestOwnerToken, setOwnerCookie } from './session-cookie.ts';
import { recordSignInFailure, signInBlocked, signInKeys } from './sign-in-throttle.ts';

/** Answer to a wrong password and to an unknown e-mail alike (no account discovery). */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
/** Answer after 5 failures in 15 minutes for one e-mail or address. */
export const THROTTLED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.';

const signInBody = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Email is too long.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password is too long.'),
});

/** The contributor as the session answers show it (with the site id the store-creation routes need). */
export function contributorJson(c: Contributor): { id: string; websiteId: string; email: string; name: string; role: string } {
  return { id: c.id, websiteId: c.websiteId, email: c.email, name: c.name, role: c.role };
}

/** `POST`, `GET` and `DELETE /api/owner/session`: sign in, who am I, sign out. */
export function registerSessionRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post('/api/owner/session', { config: { access: 'public' }, preHandler: requireCrumb }, async (request, reply) => {
    const body = signInBody.parse(request.body);
    const website = siteOf(request);
    const email = normalizeEmail(body.email);
    const keys = signInKeys(website.id, email, request.ip);
    if (await signInBlocked(db, keys, now())) return reply.code(429).send(errorBody(THROTTLED_MESSAGE));

    const row = await findContributorForSignIn(db, website.id, email);
    // Unknown e-mails pay for a hash too, so timing does not tell which e-mails exist.
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !ok) {
      await recordSignInFailure(db, keys, now());
      return reply.code(401).send(errorBody(BAD_CREDENTIALS_MESSAGE));
    }
    const contributor = toContributor(row);
    setOwnerCookie(request, reply, await createOwnerSession(db, contributor, now()));
    return { contributor: contributorJson(contributor) };
  });

  app.get('/api/owner/session', { config: { access: 'public' } }, async (request, reply) => {
    const contributor = await loadOwner(db, request);
    if (!contributor) return reply.code(401).send(errorBody(SIGN_IN_MESSAGE));
    return { contributor: contributorJson(contributor) };
  });

  app.delete('/api/owner/session', { config: { access: 'public' }, preHandler: requireCrumb }, async (request, reply) => {
    const token = requestOwnerToken(request);
    if (token) await deleteOwnerSession(db, token);
    clearOwnerCookie(reply);
    return reply.code(204).send();
  });
}
