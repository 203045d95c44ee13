import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { signValue, unsignValue } from '../../infra/http/signed-value.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { siteSigningKey } from '../captcha/index.ts';
import { findContributor, findContributorForSignIn, toContributor, type Contributor } from './contributors-repository.ts';
import { normalizeEmail } from './contributors-service.ts';

/*
 * The owner's e-mailed one-time sign-in link: a way in that no one's password guesses can slow. The
 * token is `{contributorId}.{expiresAt}.{nonce}` signed with the site's key, valid 15 minutes; it is
 * spent by recording its nonce in the shared counters (one use, whichever process sees it first), so
 * nothing has to be stored when it is issued.
 */

/** How long a link works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** The dashboard page the e-mail links to (features/owner/sign-in-link-routes.ts). */
export const SIGN_IN_LINK_PATH = '/config/sign-in/link';

/** A new link token for the e-mail's contributor, or null when the site has none (nothing is sent). */
export async function issueSignInLink(db: Kysely<Schema>, websiteId: string, email: string, now: number): Promise<{ contributor: Contributor; token: string } | null> {
  const row = await findContributorForSignIn(db, websiteId, normalizeEmail(email));
  if (!row) return null;
  const nonce = randomBytes(18).toString('base64url');
  const token = signValue(await siteSigningKey(db, websiteId, 'owner-sign-in-link'), `${row.id}.${now + SIGN_IN_LINK_TTL_MS}.${nonce}`);
  return { contributor: toContributor(row), token };
}

/** Spends a link token: its contributor, or null for a forged, expired or used one. */
export async function redeemSignInLink(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<Contributor | null> {
  const value = unsignValue(await siteSigningKey(db, websiteId, 'owner-sign-in-link'), token);
  const [contributorId, expiresAt, nonce, ...rest] = value?.split('.') ?? [];
  if (!contributorId || !nonce || rest.length > 0 || !(Number(expiresAt) > now)) return null;
  const contributor = await findContributor(db, websiteId, contributorId);
  if (!contributor) return null;
  // The first use counts 1 and passes; any later use within the link's life is over the limit.
  const spent = await hitRateLimit(db, `owner-sign-in-link:spent:${websiteId}:${nonce}`, { limit: 1, windowMs: SIGN_IN_LINK_TTL_MS, now });
  return spent.allowed ? contributor : null;
}
