import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { guardedGuess, type GuessVerdict } from '../../infra/rate-limit/guess-guard.ts';
import type { ActorKind } from './actors.ts';

/*
 * The one sign-in throttle (infra/rate-limit/guess-guard.ts), counted for each kind of actor apart (an
 * owner's failures never slow a customer): per client address, 5 failures per 15 minutes; per account
 * (site and e-mail), whoever guesses, a proof of work asked from the 3rd failure and a growing wait
 * from the 5th, which a valid proof skips. An owner's trusted device (its signed cookie,
 * features/owner/device-cookie.ts) is exempt from both and has a limit of its own instead, so the
 * real owner is never locked out by someone else's guesses. Every way to prove who one is with a
 * secret (password, e-mailed code) goes through it.
 */

const KEY_PREFIX = { owner: 'owner-sign-in', customer: 'site-user-sign-in' } as const;

/** Who is trying: the site, the e-mail as typed, the client address, and what they bring. */
export interface SignInTry {
  websiteId: string;
  email: string;
  address: string;
  now: number;
  /** Verifies and spends the proof of work the try brings (absent: none). */
  proof?: (() => Promise<boolean>) | undefined;
  /** The owner's trusted device the try comes from, when its cookie is valid for this account. */
  device?: string | null | undefined;
}

/** The throttle's counters of one try: per address (or device), and per account. */
export function signInKeys(kind: ActorKind, { websiteId, email, address, device }: Pick<SignInTry, 'websiteId' | 'email' | 'address' | 'device'>): { addressKeys: string[]; targetKey: string | null } {
  if (device) return { addressKeys: [`${KEY_PREFIX[kind]}:device:${device}`], targetKey: null };
  // E-mails are counted in the form they are stored in (trimmed, lower-cased) for both kinds.
  return { addressKeys: [`${KEY_PREFIX[kind]}:ip:${address}`], targetKey: `${KEY_PREFIX[kind]}:account:${websiteId}:${email.trim().toLowerCase()}` };
}

/**
 * Runs one check of a secret under the throttle.
 * @returns what the check came to (a wrong one says whether the next try should bring a proof)
 * @throws AppError RATE_LIMITED (429 with Retry-After) when the address or device is used up, or the
 * account is slowed and the try brings no valid proof (the check does not run)
 */
export function throttledSignIn(db: Kysely<Schema>, kind: ActorKind, attempt: SignInTry, check: () => Promise<boolean>): Promise<GuessVerdict> {
  return guardedGuess(db, { ...signInKeys(kind, attempt), proof: attempt.proof, now: attempt.now }, check);
}
