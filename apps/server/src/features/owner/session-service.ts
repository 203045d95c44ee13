import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findContributorForSignIn, toContributor, type Contributor } from './contributors-repository.ts';
import { normalizeEmail } from './contributors-service.ts';
import { BAD_CREDENTIALS_MESSAGE, SIGN_IN_MESSAGE, THROTTLED_MESSAGE } from './messages.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { createOwnerSession, deleteOwnerSession, findOwnerSession } from './sessions-repository.ts';
import { signInKeys, throttledSignIn } from './sign-in-throttle.ts';

/*
 * Owner sessions (docs/owner-api.md "Session"): sign-in with throttling, the contributor of a
 * session token, sign-out. Sessions belong to one site: a token of one site is no session on another.
 */

/** What a sign-in attempt gives. */
export interface SignInAttempt {
  websiteId: string;
  email: string;
  password: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
}

/**
 * Checks a contributor's e-mail and password and opens a session.
 * @returns the contributor and the secret token for the session cookie
 * @throws AppError RATE_LIMITED after 5 failures in 15 minutes for the e-mail or the address (even
 * with the right password); UNAUTHENTICATED for a wrong password and an unknown e-mail alike
 */
export async function signIn(db: Kysely<Schema>, attempt: SignInAttempt): Promise<{ contributor: Contributor; token: string }> {
  const email = normalizeEmail(attempt.email);
  const keys = signInKeys(attempt.websiteId, email, attempt.address);
  const row = await findContributorForSignIn(db, attempt.websiteId, email);
  // Unknown e-mails pay for a hash too, so timing does not tell which e-mails exist.
  const verdict = await throttledSignIn(db, keys, attempt.now, async () => {
    const ok = await verifyPassword(attempt.password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
    return ok && row !== undefined;
  });
  if (verdict === 'throttled') throw new AppError('RATE_LIMITED', THROTTLED_MESSAGE);
  if (!verdict || !row) throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS_MESSAGE);
  const contributor = toContributor(row);
  return { contributor, token: await createOwnerSession(db, contributor, attempt.now) };
}

/**
 * The contributor signed in with `token` on this site.
 * @throws AppError UNAUTHENTICATED without a token, or for an unknown, expired or other site's session
 */
export async function signedInContributor(db: Kysely<Schema>, websiteId: string, token: string | undefined): Promise<Contributor> {
  const contributor = token ? await findOwnerSession(db, websiteId, token) : null;
  if (!contributor) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  return contributor;
}

/** Ends the session of `token`, if any (signing out twice is harmless). */
export async function signOut(db: Kysely<Schema>, token: string | undefined): Promise<void> {
  if (token) await deleteOwnerSession(db, token);
}
