import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { claimAttempt, refundAttempt, SIGN_IN_THROTTLE, type FailureThrottle } from './failure-throttle.ts';
import { peekRateLimit } from './rate-limit-repository.ts';
import { claimTargetGuess, readTargetFailures, refundTargetGuess } from './target-failures.ts';
import { GUESS_MESSAGES, spokenWait } from './wait-message.ts';

/*
 * Guessing a secret (a page's or the lock screen's password, an account's password or e-mailed code)
 * is limited twice (OWASP's Authentication and Credential Stuffing cheat sheets):
 * - per address (and per trusted device): 5 failures per 15 minutes, then every try from there is
 *   refused, the right one too, until the window ends;
 * - per target, whoever guesses: from the 3rd failure the answers ask for the ALTCHA proof of work,
 *   and from the 5th each further try without one waits 2^n seconds after the last failure (2, 4,
 *   8 … capped at 15 minutes). A try that brings a valid proof is checked at once: a guesser with
 *   many addresses pays a proof per guess, and a visitor with the right password still gets in.
 * The target's count restarts once it has been left alone for 15 minutes.
 */

/** The per-target policy. */
export const TARGET_POLICY = Object.freeze({
  /** From this many failures the answers ask for a proof of work. */
  proofAfter: 3,
  /** From this many failures a try without a proof waits. */
  backoffAfter: 5,
  /** The longest wait. */
  maxWaitMs: 15 * 60_000,
  /** A target left alone this long starts again from 0. */
  quietMs: 15 * 60_000,
});

/** How long a try without a proof waits after `failures` failures, the last at `lastAt`. */
export function targetWaitMs(failures: number, lastAt: number, now: number): number {
  if (failures < TARGET_POLICY.backoffAfter) return 0;
  const backoff = Math.min(2 ** (failures - TARGET_POLICY.backoffAfter + 1) * 1000, TARGET_POLICY.maxWaitMs);
  return Math.max(0, lastAt + backoff - now);
}

/** One guess: whose counters it runs under. */
export interface Guess {
  /** Per-address (or per-device) failure counters: refused past the limit, for the rest of the window. */
  addressKeys: string[];
  /** The target's counter; null when the guesser is exempt from it (the owner's trusted device). */
  targetKey: string | null;
  /** Verifies and spends the guesser's proof of work; absent when none was sent. Asked only when needed. */
  proof?: (() => Promise<boolean>) | undefined;
  now: number;
  /** The per-address limit. @default 5 failures per 15 minutes */
  throttle?: FailureThrottle;
}

/** What a checked guess came to: right, or wrong (and whether the next try should bring a proof). */
export type GuessVerdict = { right: true } | { right: false; proofOfWork: boolean };

/** The 429 of a refused guess: Retry-After and the words agree; `proofOfWork` says a proof would let it through now. */
export function tooManyGuesses(waitMs: number, proofOfWork: boolean): AppError {
  const wait = spokenWait(waitMs);
  const message = proofOfWork ? GUESS_MESSAGES.tooManyOrProve(wait.words) : GUESS_MESSAGES.tooMany(wait.words);
  return new AppError('RATE_LIMITED', message, proofOfWork ? { proofOfWork: true } : undefined, { retryAfterSeconds: wait.seconds });
}

/**
 * Checks one guess under both limits: `check` runs only when they let it, and its failure is counted.
 * @throws AppError RATE_LIMITED (429, Retry-After) when the address is used up, or the target is
 * slowed and the guess brings no valid proof of work (then with `proofOfWork: true`)
 */
export async function guardedGuess(db: Kysely<Schema>, guess: Guess, check: () => Promise<boolean>): Promise<GuessVerdict> {
  const { now, targetKey, addressKeys } = guess;
  const throttle = guess.throttle ?? SIGN_IN_THROTTLE;
  // An address that is used up is told so first: a proof of work would not let it in.
  for (const key of addressKeys) {
    const standing = await peekRateLimit(db, key, { windowMs: throttle.windowMs, limit: throttle.limit, now });
    if (!standing.allowed) throw tooManyGuesses(standing.retryAfterMs, false);
  }
  let proven = false;
  let prior = { failures: 0, lastAt: 0 };
  if (targetKey) {
    prior = await readTargetFailures(db, targetKey, now, TARGET_POLICY.quietMs);
    const waitMs = targetWaitMs(prior.failures, prior.lastAt, now);
    if (waitMs > 0) {
      proven = guess.proof ? await guess.proof() : false;
      if (!proven) throw tooManyGuesses(waitMs, true);
    }
  }
  const address = await claimAttempt(db, addressKeys, throttle, now);
  if (!address.allowed) throw tooManyGuesses(address.retryAfterMs, false);
  let failures = 0;
  if (targetKey) {
    failures = await claimTargetGuess(db, targetKey, now, TARGET_POLICY.quietMs);
    // Guesses that raced this one past the free tries: only one of them is checked without a proof.
    const raced = failures - 1 > prior.failures && targetWaitMs(failures - 1, now, now) > 0;
    if (raced && !proven) {
      await refundAttempt(db, addressKeys);
      await refundTargetGuess(db, targetKey);
      throw tooManyGuesses(targetWaitMs(failures - 1, now, now), true);
    }
  }
  if (await check()) {
    await refundAttempt(db, addressKeys);
    if (targetKey) await refundTargetGuess(db, targetKey);
    return { right: true };
  }
  return { right: false, proofOfWork: failures >= TARGET_POLICY.proofAfter };
}
