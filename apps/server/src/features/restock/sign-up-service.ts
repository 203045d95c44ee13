import { isValidEmail } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { signUp as joinMailingList } from '../newsletter/index.ts';
import { checkRestockCaptcha } from './captcha-check.ts';
import { EMAIL_BLANK, EMAIL_INVALID, RESTOCK_MESSAGES } from './messages.ts';
import { findRestockItem, variantSoldOut } from './restock-item.ts';
import { insertSignupIfAbsent, markWaiting, type NewRestockSignup, type RestockSignup } from './repository.ts';

/*
 * The visitor's back-in-stock sign-up (storefront.md §3, §5; docs/restock-api.md): one per site,
 * variant and address, on a sold-out variant, optionally onto the mailing list too.
 */

/** What a visitor asks for (storefront.md §3 restock sign-up payload, parsed). */
export interface RestockRequest {
  productId: string;
  variantId: string;
  /** The payload's `siteVisitorEmail`, as sent: checked here with the widget's own words. */
  email: unknown;
  joinMailingList: boolean;
  captchaToken?: string | undefined;
  remoteIp: string;
}

/**
 * `source_form_id` of mailing-list rows added by the restock widget: there is no form, and the
 * dashboard can still tell where an address came from.
 */
export const RESTOCK_MAILING_LIST_SOURCE = 'restock';

/**
 * The sign-up's address, trimmed.
 * @throws AppError INVALID 'Email cannot be blank' or 'Email is invalid'
 */
export function restockEmail(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new AppError('INVALID', EMAIL_BLANK);
  if (!isValidEmail(text)) throw new AppError('INVALID', EMAIL_INVALID);
  return text;
}

/** The stored form of an address: trimmed, lower-case, so one person waits once however they type it. */
export function restockAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Records that `email` waits for the variant. A repeat is no duplicate: the existing sign-up comes
 * back (`created: false`); one already notified waits again, since the variant sold out once more.
 */
export async function saveRestockSignup(db: Kysely<Schema>, websiteId: string, input: NewRestockSignup): Promise<{ signUp: RestockSignup; created: boolean }> {
  const saved = await insertSignupIfAbsent(db, websiteId, { ...input, email: restockAddress(input.email) });
  if (saved.created || saved.signUp.status === 'waiting') return saved;
  return { signUp: await markWaiting(db, saved.signUp.id), created: false };
}

/**
 * Signs a visitor up for a sold-out variant and, when asked, onto the site's mailing list (subscribed
 * at once: ticking the box is the opt-in), both in one transaction. The address is checked first,
 * then the captcha (when the site shows one), then the item.
 * @throws AppError INVALID (the address, the captcha, 'This item is in stock.'), UNAVAILABLE (the
 * captcha provider does not answer), NOT_FOUND 'This item could not be found.'
 */
export async function signUpForRestock(db: Kysely<Schema>, websiteId: string, request: RestockRequest, now: number): Promise<{ signUp: RestockSignup; created: boolean }> {
  const email = restockEmail(request.email);
  await checkRestockCaptcha(db, websiteId, request.captchaToken, request.remoteIp, now);
  const item = await findRestockItem(db, websiteId, request.productId, request.variantId);
  if (!variantSoldOut(item)) throw new AppError('INVALID', RESTOCK_MESSAGES.inStock);
  return inTransaction(db, async (tx) => {
    const saved = await saveRestockSignup(tx, websiteId, { itemId: item.product.id, variantId: item.variant.id, email, joinMailingList: request.joinMailingList, now });
    if (saved.created) await emitIntegrationEvent(tx, websiteId, 'restock.signed_up', { productId: item.product.id, variantId: item.variant.id, sku: item.variant.sku, email: saved.signUp.email, joinMailingList: request.joinMailingList }, now); // webhooks (issue 16)
    if (request.joinMailingList) {
      await joinMailingList(tx, websiteId, { email, formId: RESTOCK_MAILING_LIST_SOURCE, doubleOptIn: false, now });
    }
    return saved;
  });
}
