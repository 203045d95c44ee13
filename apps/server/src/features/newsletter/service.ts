import { createHash, randomBytes } from 'node:crypto';
import { confirmNewsletter, unsubscribeNewsletter } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { queueMailingListSubscriber, queueMailingListUnsubscribe } from '../integrations/index.ts';
import { confirmPending, ensureEntry, findEntry, findByTokenHash, markPending, markSubscribed, unsubscribeEntry, type EntryMatch, type MailingListEntry } from './repository.ts';

/*
 * The newsletter's rules (docs/forms-api.md "Newsletter"). An address is 'pending' until its e-mailed
 * token confirms it ('subscribed'); the same token unsubscribes it at any time (the e-mail's
 * unsubscribe link), so its hash is kept after confirmation. A new confirmation e-mail replaces it.
 */

/** How long a confirmation link works. */
/** The theme's unsubscribe page (page type 300) the e-mails link to. */
export const NEWSLETTER_UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** A sign-up repeated within this time of its confirmation e-mail gets no second one. */
export const CONFIRM_RESEND_GAP_MS = 60_000;

/** The outcome of a sign-up: the entry, and the token to e-mail when a confirmation is due. */
export interface SignUpResult {
  entry: MailingListEntry;
  /** Set when the address is (still) pending and needs a confirmation e-mail; null otherwise. */
  confirmToken: string | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The stored form of an address: trimmed, lower-case (one row per person, however typed). */
export function mailingListAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Adds an address (call inside the submission's transaction). With `doubleOptIn` a new, pending or
 * unsubscribed address becomes 'pending' with a fresh confirmation token; without it, 'subscribed'
 * at once. An address already subscribed stays so and gets no e-mail.
 */
export async function signUp(
  db: Kysely<Schema>,
  websiteId: string,
  input: { email: string; formId: string | null; doubleOptIn: boolean; now: number },
): Promise<SignUpResult> {
  const { now } = input;
  const entry = await ensureEntry(db, websiteId, mailingListAddress(input.email), input.formId, now);
  if (entry.status === 'subscribed') return { entry, confirmToken: null };
  if (!input.doubleOptIn) {
    if (await markSubscribed(db, entry.id, now)) await queueMailingListSubscriber(db, websiteId, entry.email, now); // the connected provider's list too, once
    return { entry: { ...entry, status: 'subscribed', confirmedAt: now }, confirmToken: null };
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = now + CONFIRM_TOKEN_TTL_MS;
  // A confirmation e-mail sent moments ago (a double click, racing tabs) is not sent again.
  const issued = await markPending(db, entry.id, { hash: hashToken(token), expiresAt, freshUntil: expiresAt - CONFIRM_RESEND_GAP_MS }, now);
  if (!issued) {
    const current = await findEntry(db, entry.id);
    if (current?.status === 'subscribed') return { entry: current, confirmToken: null };
  }
  return { entry: { ...entry, status: 'pending' }, confirmToken: issued ? token : null };
}

/**
 * Confirms a pending address by its e-mailed token: 'subscribed'. Null for an unknown, used or expired
 * token (the link's page says so).
 */
export async function confirmSignUp(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<MailingListEntry | null> {
  const entry = await confirmPending(db, websiteId, hashToken(token), now);
  if (entry) await queueMailingListSubscriber(db, websiteId, entry.email, now); // the connected provider's list too
  return entry;
}

/**
 * Unsubscribes the address an e-mailed token belongs to (pending or subscribed; it never expires).
 * Idempotent: an address already unsubscribed is returned as it is. Null for an unknown token, or one
 * a later confirmation e-mail replaced.
 * @example await unsubscribe(db, websiteId, token, Date.now()) // { email, status: 'unsubscribed', … }
 */
export async function unsubscribe(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<MailingListEntry | null> {
  const hash = hashToken(token);
  return (await leaveList(db, websiteId, { tokenHash: hash }, now)) ?? findByTokenHash(db, websiteId, hash);
}

/**
 * Takes an address off the list (pending or subscribed), and — one that was subscribed — off the
 * connected provider's list too, queued in the same transaction. Null when nothing changed.
 */
export function leaveList(db: Kysely<Schema>, websiteId: string, match: EntryMatch, now: number): Promise<MailingListEntry | null> {
  return inTransaction(db, async (tx) => {
    const left = await unsubscribeEntry(tx, websiteId, match, now);
    if (left?.wasSubscribed) await queueMailingListUnsubscribe(tx, websiteId, left.entry.email, now); // the connected provider's list too
    return left?.entry ?? null;
  });
}

/**
 * The absolute confirm and unsubscribe links for an e-mailed token, on `origin` (the host the visitor used).
 * The unsubscribe link opens the site's own unsubscribe page (page type 300, features/page-types);
 * `/api/newsletter/unsubscribe` still answers the links of e-mails sent before.
 * @example newsletterLinks('https://shop.example', token).unsubscribeUrl // 'https://shop.example/newsletter/unsubscribe?token=…'
 */
export function newsletterLinks(origin: string, token: string): { confirmUrl: string; unsubscribeUrl: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  return { confirmUrl: `${origin}${confirmNewsletter.path}${query}`, unsubscribeUrl: `${origin}${NEWSLETTER_UNSUBSCRIBE_PAGE_PATH}${query}` };
}

/** What the double opt-in e-mail needs. */
export interface ConfirmationInput {
  websiteId: string;
  to: string;
  siteName: string;
  /** The site's address as the visitor reached it (`https://shop.example`). */
  origin: string;
  /** The token {@link signUp} made. */
  token: string;
}

/**
 * The double opt-in e-mail (the theme's `newsletter-confirmation`): the confirmation link and, like
 * every newsletter e-mail, an unsubscribe link.
 */
export async function sendNewsletterConfirmation(context: Pick<AppDeps, 'mailer' | 'emails'>, input: ConfirmationInput): Promise<void> {
  const message = context.emails.render('newsletter-confirmation', { siteName: input.siteName, ...newsletterLinks(input.origin, input.token) });
  await context.mailer.send({ websiteId: input.websiteId, kind: 'form', to: input.to, ...message });
}
