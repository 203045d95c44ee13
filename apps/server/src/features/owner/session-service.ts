import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { checkPassword, createOwnerSession, type Argon2Cost } from '../identity/index.ts';
import { findContributorForSignIn, setContributorPasswordHash, toContributor, type Contributor } from './contributors-repository.ts';
import { normalizeEmail } from './contributors-service.ts';
import { deviceCookieValue, trustedDeviceOf } from './device-trust.ts';

/*
 * Owner sign-in (docs/owner-api.md "Session"), on the identity's password check, throttle and session
 * store. Sessions belong to one site: a token of one site is no session on another. A sign-in from the
 * account's trusted device (device-trust.ts) is exempt from the account's slowing.
 */

/** What a sign-in attempt gives. */
export interface SignInAttempt {
  websiteId: string;
  email: string;
  password: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
  /** Verifies and spends the proof of work the attempt brings (absent: none). */
  proof?: (() => Promise<boolean>) | undefined;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string | undefined;
  /** Cost of the Argon2id hash that replaces a former scrypt one. @default OWASP's */
  cost?: Argon2Cost;
}

/**
 * Checks a contributor's e-mail and password and opens a session. A contributor whose password is
 * still a former scrypt hash has it replaced by an Argon2id hash of the same password here.
 * @returns the contributor, the secret token for the session cookie and the device cookie's new value
 * @throws AppError RATE_LIMITED (429, Retry-After) when the address or device is used up, or the
 * account is slowed and no proof of work came; UNAUTHENTICATED for a wrong password and an unknown
 * e-mail alike
 */
export async function signIn(db: Kysely<Schema>, attempt: SignInAttempt): Promise<{ contributor: Contributor; token: string; deviceCookie: string }> {
  const email = normalizeEmail(attempt.email);
  const row = await findContributorForSignIn(db, attempt.websiteId, email);
  const device = await trustedDeviceOf(db, attempt.websiteId, row?.id, attempt.deviceCookie);
  const { account, rehashed } = await checkPassword(db, 'owner', { ...attempt, email, device }, row, attempt.cost);
  const contributor = toContributor(account);
  if (rehashed) await setContributorPasswordHash(db, contributor.id, rehashed);
  return { contributor, token: await createOwnerSession(db, contributor, attempt.now), deviceCookie: await deviceCookieValue(db, attempt.websiteId, contributor.id, attempt.deviceCookie) };
}

/** Opens a session for a contributor who proved who they are another way (the e-mailed link). */
export async function openOwnerSession(db: Kysely<Schema>, contributor: Contributor, now: number, cookie: string | undefined): Promise<{ token: string; deviceCookie: string }> {
  return { token: await createOwnerSession(db, contributor, now), deviceCookie: await deviceCookieValue(db, contributor.websiteId, contributor.id, cookie) };
}
