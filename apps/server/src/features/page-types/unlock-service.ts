import type { Kysely } from 'kysely';
import { SIGN_IN_THROTTLE, throttledAttempt } from '../../infra/rate-limit/failure-throttle.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { verifySiteUserPassword } from '../site-users/index.ts';
import { listProtectedPages } from './protected-pages-repository.ts';
import { readSiteAccess } from './settings-repository.ts';

/** What a password try came to: `open` (nothing to unlock, or the right password) with the cookie's secret and scope. */
export type UnlockResult =
  | { outcome: 'open'; cookie: { secret: string; scope: string } | null }
  | { outcome: 'wrong' | 'throttled' | 'empty' | 'unknown' };

/** Where a password is checked: the whole site, or one page (collection id). */
export type UnlockTarget = { kind: 'site' } | { kind: 'page'; collectionId: string };

/**
 * Checks a password typed on the lock screen or a protected page, under the sign-in throttle (5
 * wrong tries per 15 minutes per site and client address, then every try is refused for the rest
 * of the window).
 */
export async function tryUnlock(db: Kysely<Schema>, websiteId: string, target: UnlockTarget, password: string, address: string, now: number): Promise<UnlockResult> {
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
  if (!password) return { outcome: 'empty' };
  const { hash, secret, scope } = stored;
  const keys = [`page-unlock:${websiteId}:${target.kind === 'site' ? 'site' : target.collectionId}:${address}`];
  const verdict = await throttledAttempt(db, keys, SIGN_IN_THROTTLE, now, () => verifySiteUserPassword(password, hash));
  if (verdict === 'throttled') return { outcome: 'throttled' };
  return verdict ? { outcome: 'open', cookie: { secret, scope } } : { outcome: 'wrong' };
}
