import { DELETE_ACCOUNT_CONFIRMATION } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { forgetNewsletterAddress } from '../newsletter/index.ts';
import { detachSiteUserOrders } from '../orders/index.ts';
import { forgetRestockSignUpsOf } from '../restock/index.ts';
import type { SiteUser } from '../site-users/index.ts';
import { cancelSiteUserSubscriptions, detachSiteUserSubscriptions } from '../subscriptions/index.ts';
import { deleteAccountRows, findPasswordHash } from './account-repository.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { confirmPassword } from './password-check.ts';

/*
 * Deleting an account (issue 11, docs/accounts-api.md "Deleting the account"). The rule: an account
 * with a password confirms with it; an account without one (it signs in by e-mailed code) confirms
 * by sending confirm: 'DELETE'. Then, in ONE transaction, the account and its personal data go — its
 * addresses, sessions, one-time tokens, memberships, open carts, the back-in-stock sign-ups and the
 * mailing-list entry of its e-mail — while its orders and subscriptions stay with the owner (they are
 * the shop's bookkeeping), belonging to no account; active subscriptions are cancelled, since no one
 * is left to manage them.
 */

/** How the customer confirms. */
export interface DeletionConfirmation {
  password?: string | undefined;
  confirm?: typeof DELETE_ACCOUNT_CONFIRMATION | undefined;
}

/**
 * Deletes the account after its confirmation.
 * @throws AppError INVALID confirmation missing or password wrong; RATE_LIMITED after 5 wrong passwords
 */
export async function deleteAccount(db: Kysely<Schema>, siteUser: SiteUser, confirmation: DeletionConfirmation, now: number): Promise<void> {
  const stored = await findPasswordHash(db, siteUser.id);
  if (stored === undefined) throw new AppError('UNAUTHENTICATED', M.accountGone);
  if (stored !== null) {
    if (!confirmation.password) throw new AppError('INVALID', M.deletePasswordRequired);
    await confirmPassword(db, siteUser.id, stored, confirmation.password, now);
  } else if (confirmation.confirm !== DELETE_ACCOUNT_CONFIRMATION) {
    throw new AppError('INVALID', M.deleteConfirmRequired);
  }
  const { websiteId, id, email } = siteUser;
  await inTransaction(db, async (tx) => {
    // Subscriptions first: those of claimed guest orders are found through the orders, before they let go.
    await cancelSiteUserSubscriptions(tx, websiteId, id, now);
    await detachSiteUserSubscriptions(tx, websiteId, id);
    await detachSiteUserOrders(tx, websiteId, id);
    await forgetRestockSignUpsOf(tx, websiteId, email);
    await forgetNewsletterAddress(tx, websiteId, email, now);
    await deleteAccountRows(tx, websiteId, id);
  });
}
