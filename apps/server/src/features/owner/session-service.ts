import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { checkPassword, createOwnerSession, type Argon2Cost } from '../identity/index.ts';
import { findContributorForSignIn, setContributorPasswordHash, toContributor, type Contributor } from './contributors-repository.ts';
import { normalizeEmail } from './contributors-service.ts';

/*
 * Owner sign-in (docs/owner-api.md "Session"), on the identity's password check, throttle and session
 * store. Sessions belong to one site: a token of one site is no session on another.
 */

/** What a sign-in attempt gives. */
export interface SignInAttempt {
  websiteId: string;
  email: string;
  password: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
  /** Cost of the Argon2id hash that replaces a former scrypt one. @default OWASP's */
  cost?: Argon2Cost;
}

/**
 * Checks a contributor's e-mail and password and opens a session. A contributor whose password is
 * still a former scrypt hash has it replaced by an Argon2id hash of the same password here.
 * @returns the contributor and the secret token for the session cookie
 * @throws AppError RATE_LIMITED after 5 failures in 15 minutes for the e-mail or the address (even
 * with the right password); UNAUTHENTICATED for a wrong password and an unknown e-mail alike
 */
export async function signIn(db: Kysely<Schema>, attempt: SignInAttempt): Promise<{ contributor: Contributor; token: string }> {
  const email = normalizeEmail(attempt.email);
  const row = await findContributorForSignIn(db, attempt.websiteId, email);
  const { account, rehashed } = await checkPassword(db, 'owner', { ...attempt, email }, row, attempt.cost);
  const contributor = toContributor(account);
  if (rehashed) await setContributorPasswordHash(db, contributor.id, rehashed);
  return { contributor, token: await createOwnerSession(db, contributor, attempt.now) };
}
