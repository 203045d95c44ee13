import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { tooManyGuesses } from '../../infra/rate-limit/guess-guard.ts';

/*
 * The limit on sign-in link e-mails: no one can flood a contributor's mailbox. Every request counts,
 * whether or not the address has an account, so the 429 tells nothing about who is a contributor.
 */

/** At most 5 links per e-mail per hour, and 30 requests per client address per hour. */
export const SIGN_IN_LINK_LIMITS = Object.freeze({
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perAddress: { limit: 30, windowMs: 60 * 60_000 },
});

/**
 * Counts one request for a link.
 * @throws AppError RATE_LIMITED (429 'Too many attempts. Try again in N minutes.' with Retry-After) past either limit
 */
export async function countSignInLinkRequest(db: Kysely<Schema>, request: { websiteId: string; email: string; address: string; now: number }): Promise<void> {
  const { now } = request;
  const results = [
    await hitRateLimit(db, `owner-sign-in-link:email:${request.websiteId}:${request.email.trim().toLowerCase()}`, { ...SIGN_IN_LINK_LIMITS.perEmail, now }),
    await hitRateLimit(db, `owner-sign-in-link:ip:${request.address}`, { ...SIGN_IN_LINK_LIMITS.perAddress, now }),
  ];
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw tooManyGuesses(Math.max(...refused.map((result) => result.retryAfterMs)), false);
}
