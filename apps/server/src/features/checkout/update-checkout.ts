import { isSupportedCurrency, normalizeCouponCode, normalizeGiftCardCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { getCheckoutSettings } from './checkout-settings-repository.ts';
import { saveCheckoutState, type CheckoutStatePatch } from './checkout-state-repository.ts';
import { findGiftCardByCode } from '../gift-cards/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { checkoutUpdateSchema } from './schemas.ts';
import type { CheckoutSite } from './load-checkout.ts';

/** A parsed PUT /api/commerce/checkout body. */
export type CheckoutUpdate = z.infer<typeof checkoutUpdateSchema>;

/**
 * Step: checks and saves what the visitor entered. A shipping option must be one the site offers; a
 * gift card must exist on this site, in its currency, with a balance (refused with a 400 and not
 * saved). Coupon codes are saved as typed (trimmed, once each): unknown ones come back in
 * `invalidCoupons`, as the cart shows them.
 */
export async function updateCheckout(db: Kysely<Schema>, site: CheckoutSite, cartId: string, update: CheckoutUpdate, now: number): Promise<void> {
  const patch: CheckoutStatePatch = {};
  if (update.email !== undefined) patch.email = update.email;
  if (update.shippingAddress !== undefined) patch.shippingAddress = update.shippingAddress;
  if (update.shippingOptionId !== undefined) {
    if (update.shippingOptionId !== null) {
      const settings = await getCheckoutSettings(db, site.id);
      if (!settings.shippingOptions.some((option) => option.id === update.shippingOptionId)) throw new AppError('INVALID', M.shippingOptionUnknown);
    }
    patch.shippingOptionId = update.shippingOptionId;
  }
  if (update.couponCodes !== undefined) {
    const seen = new Set<string>();
    patch.couponCodes = update.couponCodes.filter((code) => !seen.has(normalizeCouponCode(code)) && seen.add(normalizeCouponCode(code)));
  }
  if (update.giftCardCode !== undefined) {
    if (update.giftCardCode === null || update.giftCardCode === '') patch.giftCardCode = null;
    else {
      const code = normalizeGiftCardCode(update.giftCardCode);
      const card = code ? await findGiftCardByCode(db, site.id, code) : null;
      if (!code || !card) throw new AppError('INVALID', M.giftCardNotFound);
      const currency = isSupportedCurrency(site.currency) ? site.currency : 'USD';
      if (card.currency !== currency) throw new AppError('INVALID', M.giftCardCurrency);
      if (card.balanceCents <= 0) throw new AppError('INVALID', M.giftCardEmpty);
      patch.giftCardCode = code;
    }
  }
  await saveCheckoutState(db, site.id, cartId, patch, now);
}
