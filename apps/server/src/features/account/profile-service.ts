import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mailInTransaction } from '../../infra/mail/mail-in-transaction.ts';
import { newsletterStateOf, sendNewsletterConfirmation, setAccountNewsletter, type NewsletterState } from '../newsletter/index.ts';
import { findSiteUser, hashSiteUserPassword, OWASP_ARGON2_COST, type Argon2Cost, type SiteUserSession } from '../site-users/index.ts';
import { deleteOtherSessions, findPasswordHash, updateName, updatePasswordHash } from './account-repository.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { confirmPassword } from './password-check.ts';

/* The customer's profile (issue 11): name, password and the newsletter switch. */

/** The profile the account page shows. */
export interface AccountProfile {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: number;
  newsletterSubscribed: boolean;
  newsletterPending: boolean;
}

/**
 * The account's profile, read fresh (a change earlier in the request shows).
 * @throws AppError UNAUTHENTICATED when the account is gone (deleted in another tab)
 */
export async function accountProfile(db: Kysely<Schema>, siteUserId: string, websiteId: string): Promise<AccountProfile> {
  const siteUser = await findSiteUser(db, websiteId, siteUserId);
  const passwordHash = await findPasswordHash(db, siteUserId);
  if (!siteUser || passwordHash === undefined) throw new AppError('UNAUTHENTICATED', M.accountGone);
  const newsletter = await newsletterStateOf(db, websiteId, siteUser.email);
  return {
    id: siteUser.id,
    email: siteUser.email,
    name: siteUser.name,
    emailVerified: siteUser.emailVerified,
    hasPassword: passwordHash !== null,
    createdAt: siteUser.createdAt,
    newsletterSubscribed: newsletter.subscribed,
    newsletterPending: newsletter.pending,
  };
}

/** Renames the account (the name is trimmed; empty clears it). */
export async function renameAccount(db: Kysely<Schema>, session: SiteUserSession, name: string): Promise<AccountProfile> {
  await updateName(db, session.siteUser.id, name);
  return accountProfile(db, session.siteUser.id, session.siteUser.websiteId);
}

/** What PUT password sends. */
export interface PasswordChange {
  currentPassword?: string | undefined;
  newPassword: string;
  now: number;
  /** Argon2id cost of the new hash (tests pass a cheap one). */
  cost?: Argon2Cost;
}

/**
 * Changes the password: an account with one proves it first; an account without (code sign-in only)
 * sets its first. The account's other sessions end (a changed password locks out whoever else
 * had it); this one stays.
 * @throws AppError INVALID current password missing or wrong, or the new one equals it; RATE_LIMITED after 5 wrong ones
 */
export async function changePassword(db: Kysely<Schema>, session: SiteUserSession, change: PasswordChange): Promise<void> {
  const { siteUser } = session;
  const stored = await findPasswordHash(db, siteUser.id);
  if (stored === undefined) throw new AppError('UNAUTHENTICATED', M.accountGone);
  if (stored !== null) {
    if (!change.currentPassword) throw new AppError('INVALID', M.currentPasswordRequired);
    await confirmPassword(db, siteUser.id, stored, change.currentPassword, change.now);
    if (change.currentPassword === change.newPassword) throw new AppError('INVALID', M.samePassword);
  }
  const passwordHash = await hashSiteUserPassword(change.newPassword, change.cost ?? OWASP_ARGON2_COST);
  await inTransaction(db, async (tx) => {
    await updatePasswordHash(tx, siteUser.id, passwordHash);
    await deleteOtherSessions(tx, siteUser.id, session.xsrfToken);
  });
}

/** Where the double opt-in e-mail's links point. */
export interface NewsletterMailContext {
  siteName: string;
  origin: string;
}

/**
 * Puts the account's address on the mailing list or takes it off. A verified address joins at once;
 * an unverified one is sent the double opt-in e-mail (the answer says `pending`), recorded in the same
 * transaction as its token and delivered after the commit: a crash never leaves the address pending
 * with no e-mail to confirm it (decisions/0008-crash-recovery.md).
 */
export async function switchNewsletter(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'emails' | 'now'>,
  session: SiteUserSession,
  subscribed: boolean,
  mail: NewsletterMailContext,
): Promise<NewsletterState> {
  const { siteUser } = session;
  const { result, deliver } = await inTransaction(deps.db, async (tx) => {
    const result = await setAccountNewsletter(tx, siteUser.websiteId, { email: siteUser.email, subscribed, emailVerified: siteUser.emailVerified, now: deps.now() });
    const outbox = mailInTransaction(deps.mailer, tx);
    if (result.confirmToken) {
      await sendNewsletterConfirmation({ mailer: outbox.mailer, emails: deps.emails }, { websiteId: siteUser.websiteId, to: siteUser.email, siteName: mail.siteName, origin: mail.origin, token: result.confirmToken });
    }
    return { result, deliver: outbox.deliver };
  });
  await deliver();
  return { subscribed: result.subscribed, pending: result.pending };
}
