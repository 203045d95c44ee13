import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { SIGN_IN_THROTTLE, throttledAttempt } from '../../infra/rate-limit/failure-throttle.ts';
import type { ActorKind } from './actors.ts';
import { THROTTLED_MESSAGES } from './messages.ts';

/*
 * The one sign-in throttle: 5 failures per 15 minutes per site and e-mail and per client address,
 * counted for each kind of actor apart (an owner's failures never lock a customer out). A good
 * password is refused only after 5 bad ones. Every way a customer proves who they are with a secret
 * (password, e-mailed code) goes through it.
 */

const KEY_PREFIX = { owner: 'owner-sign-in', customer: 'site-user-sign-in' } as const;

/** Who is trying: the site, the e-mail as typed and the client address. */
export interface SignInTry {
  websiteId: string;
  email: string;
  address: string;
  now: number;
}

/** The throttle's counters of one try. */
export function signInKeys(kind: ActorKind, { websiteId, email, address }: Pick<SignInTry, 'websiteId' | 'email' | 'address'>): string[] {
  // E-mails are counted in the form they are stored in (trimmed, lower-cased) for both kinds.
  return [`${KEY_PREFIX[kind]}:email:${websiteId}:${email.trim().toLowerCase()}`, `${KEY_PREFIX[kind]}:ip:${address}`];
}

/**
 * Runs one check of a secret under the throttle.
 * @returns what the check answered
 * @throws AppError RATE_LIMITED when a counter is used up (the check does not run): the owner's answer
 * as the owner API has it, the customer's with Retry-After (the window)
 */
export async function throttledSignIn(db: Kysely<Schema>, kind: ActorKind, attempt: SignInTry, check: () => Promise<boolean>): Promise<boolean> {
  const verdict = await throttledAttempt(db, signInKeys(kind, attempt), SIGN_IN_THROTTLE, attempt.now, check);
  if (verdict !== 'throttled') return verdict;
  if (kind === 'owner') throw new AppError('RATE_LIMITED', THROTTLED_MESSAGES.owner);
  throw new AppError('RATE_LIMITED', THROTTLED_MESSAGES.customer, undefined, { retryAfterSeconds: SIGN_IN_THROTTLE.windowMs / 1000 });
}
