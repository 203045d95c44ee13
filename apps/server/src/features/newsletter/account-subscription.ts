import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { queueMailingListUnsubscribe } from '../integrations/index.ts';
import { deleteEntryByEmail, findEntryByEmail } from './repository.ts';
import { leaveList, mailingListAddress, signUp } from './service.ts';

/*
 * A signed-in customer's own mailing-list entry (issue 11, the account page's newsletter switch).
 * The account's e-mail address is the entry's: a verified address joins at once (the verification
 * proved it, as the double opt-in would); an unverified one goes through the double opt-in.
 */

/** Whether an address is on the list, and whether it waits for its confirmation. */
export interface NewsletterState {
  subscribed: boolean;
  pending: boolean;
}

/** The list state of an address. */
export async function newsletterStateOf(db: Kysely<Schema>, websiteId: string, email: string): Promise<NewsletterState> {
  const entry = await findEntryByEmail(db, websiteId, mailingListAddress(email));
  return { subscribed: entry?.status === 'subscribed', pending: entry?.status === 'pending' };
}

/**
 * Puts an account's address on the list or takes it off.
 * @returns the state now, and the token to e-mail when the address needs its double opt-in
 */
export async function setAccountNewsletter(
  db: Kysely<Schema>,
  websiteId: string,
  input: { email: string; subscribed: boolean; emailVerified: boolean; now: number },
): Promise<NewsletterState & { confirmToken: string | null }> {
  if (!input.subscribed) {
    await leaveList(db, websiteId, { email: mailingListAddress(input.email) }, input.now);
    return { subscribed: false, pending: false, confirmToken: null };
  }
  const { entry, confirmToken } = await signUp(db, websiteId, { email: input.email, formId: null, doubleOptIn: !input.emailVerified, now: input.now });
  return { subscribed: entry.status === 'subscribed', pending: entry.status === 'pending', confirmToken };
}

/**
 * Removes an address from the list (a deleted account's personal data); a subscribed one leaves the
 * connected provider's list too. Call inside the deletion's transaction.
 */
export async function forgetNewsletterAddress(db: Kysely<Schema>, websiteId: string, email: string, now: number): Promise<void> {
  const address = mailingListAddress(email);
  if ((await deleteEntryByEmail(db, websiteId, address)) === 'subscribed') await queueMailingListUnsubscribe(db, websiteId, address, now);
}
