import type { Kysely } from 'kysely';
import { signUp as joinMailingList } from '../newsletter/index.ts';
import { saveRestockSignup, type RestockSignup } from './signups-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findRestockItem, RESTOCK_MESSAGES, variantSoldOut } from './restock-item.ts';

/** What a visitor asks for (storefront.md §3 restock sign-up payload, validated). */
export interface RestockRequest {
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
}

/**
 * `source_form_id` of mailing-list rows added by the restock widget: there is no form, and the
 * dashboard can still tell where an address came from.
 */
export const RESTOCK_MAILING_LIST_SOURCE = 'restock';

/**
 * Signs a visitor up for a sold-out variant and, when asked, onto the site's mailing list (subscribed
 * at once: ticking the box is the opt-in), both in one transaction.
 * @throws AppError NOT_FOUND 'This item could not be found.', INVALID 'This item is in stock.'
 */
export async function signUpForRestock(
  db: Kysely<Schema>,
  websiteId: string,
  request: RestockRequest,
  now: number,
): Promise<{ signUp: RestockSignup; created: boolean }> {
  const item = await findRestockItem(db, websiteId, request.productId, request.variantId);
  if (!variantSoldOut(item)) throw new AppError('INVALID', RESTOCK_MESSAGES.inStock);
  return inTransaction(db, async (tx) => {
    const saved = await saveRestockSignup(tx, websiteId, {
      itemId: item.product.id,
      variantId: item.variant.id,
      email: request.email,
      joinMailingList: request.joinMailingList,
      now,
    });
    if (request.joinMailingList) {
      await joinMailingList(tx, websiteId, { email: request.email, formId: RESTOCK_MAILING_LIST_SOURCE, doubleOptIn: false, now });
    }
    return saved;
  });
}
