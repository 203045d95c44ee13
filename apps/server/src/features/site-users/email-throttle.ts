import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { spokenWait } from '../../infra/rate-limit/wait-message.ts';
import { emailRequestsThrottled } from './messages.ts';
import { normalizeSiteUserEmail } from './site-users-repository.ts';

/*
 * The limit on requests that send an account e-mail (sign-up, sign-in code, password reset, a new
 * verification link): no one can flood a mailbox or use the site to spam. Every request counts,
 * whether or not the address has an account, so the 429 tells nothing about who is a customer.
 */

/** Which e-mail is asked for: each kind has its own counters. */
export type AccountEmailKind = 'sign-up' | 'sign-in-code' | 'password-reset' | 'verification';

/** At most 5 e-mails of a kind per address per hour, and 30 requests of a kind per connection per hour. */
export const ACCOUNT_EMAIL_LIMITS = Object.freeze({
  perAddress: { limit: 5, windowMs: 60 * 60_000 },
  perConnection: { limit: 30, windowMs: 60 * 60_000 },
});

/**
 * Counts one request for an e-mail to `email` from the client `address`.
 * @throws AppError RATE_LIMITED past either limit: 'Too many e-mails were requested. Try again in 1 hour.', with the Retry-After it says
 */
export async function countAccountEmailRequest(db: Kysely<Schema>, kind: AccountEmailKind, request: { websiteId: string; email: string; address: string; now: number }): Promise<void> {
  const { now } = request;
  const perAddress = await hitRateLimit(db, `site-user-mail:${kind}:email:${request.websiteId}:${normalizeSiteUserEmail(request.email)}`, { ...ACCOUNT_EMAIL_LIMITS.perAddress, now });
  const perConnection = await hitRateLimit(db, `site-user-mail:${kind}:ip:${request.address}`, { ...ACCOUNT_EMAIL_LIMITS.perConnection, now });
  const refused = [perAddress, perConnection].filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((result) => result.retryAfterMs));
  const wait = spokenWait(waitMs);
  throw new AppError('RATE_LIMITED', emailRequestsThrottled(wait.words), undefined, { retryAfterSeconds: wait.seconds });
}
