import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isAppError } from '../../infra/errors/app-error.ts';
import { guardedGuess } from '../../infra/rate-limit/guess-guard.ts';
import { verifySiteUserPassword } from '../site-users/index.ts';
import { listProtectedPages } from './protected-pages-repository.ts';
import { readSiteAccess } from './settings-repository.ts';

/**
 * What a password try came to: `open` (nothing to unlock, or the right password) with the cookie's
 * secret and scope; `wrong` (and whether the next try should bring a proof of work); `throttled`
 * with the answer's message and Retry-After.
 */
export type UnlockResult =
  | { outcome: 'open'; cookie: { secret: string; scope: string } | null }
  | { outcome: 'wrong'; proofOfWork: boolean }
  | { outcome: 'throttled'; message: string; retryAfterSeconds: number; proofOfWork: boolean }
  | { outcome: 'empty' | 'unknown' };

/** Where a password is checked: the whole site, or one page (collection id). */
export type UnlockTarget = { kind: 'site' } | { kind: 'page'; collectionId: string };

/** One password try. */
export interface UnlockTry {
  password: string;
  address: string;
  now: number;
  /** Verifies and spends the proof of work the try brings (absent: none). */
  proof?: (() => Promise<boolean>) | undefined;
}

/**
 * Checks a password typed on the lock screen or a protected page under the guess guard
 * (infra/rate-limit/guess-guard.ts): 5 wrong tries per 15 minutes per client address and target,
 * and per target (the lock, the page), whoever guesses, a proof of work asked from the 3rd failure
 * and a growing wait from the 5th, which a valid proof skips.
 */
export async function tryUnlock(db: Kysely<Schema>, websiteId: string, target: UnlockTarget, attempt: UnlockTry): Promise<UnlockResult> {
  let stored: { hash: string; secret: string; scope: string } | null = null;
  if (target.kind === 'site') {
    const { lock } = await readSiteAccess(db, websiteId);
    if (lock.enabled && lock.passwordHash && lock.secret) stored = { hash: lock.passwordHash, secret: lock.secret, scope: `site:${websiteId}` };
    else return { outcome: 'open', cookie: null };
  } else {
    const page = (await listProtectedPages(db, websiteId)).find((candidate) => candidate.collectionId === target.collectionId);
    if (!page) return { outcome: 'unknown' };
    stored = { hash: page.passwordHash, secret: page.secret, scope: `page:${page.collectionId}` };
  }
  if (!attempt.password) return { outcome: 'empty' };
  const { hash, secret, scope } = stored;
  const targetName = `${websiteId}:${target.kind === 'site' ? 'site' : target.collectionId}`;
  const guess = { addressKeys: [`page-unlock:${targetName}:${attempt.address}`], targetKey: `page-unlock:target:${targetName}`, proof: attempt.proof, now: attempt.now };
  try {
    const verdict = await guardedGuess(db, guess, () => verifySiteUserPassword(attempt.password, hash));
    return verdict.right ? { outcome: 'open', cookie: { secret, scope } } : { outcome: 'wrong', proofOfWork: verdict.proofOfWork };
  } catch (error) {
    if (!isAppError(error, 'RATE_LIMITED')) throw error;
    return { outcome: 'throttled', message: error.message, retryAfterSeconds: error.retryAfterSeconds ?? 1, proofOfWork: error.details?.proofOfWork === true };
  }
}
