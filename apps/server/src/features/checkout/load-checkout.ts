import { calculateTotals, isSupportedCurrency, type CartInput, type CheckoutTotals, type CurrencyCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { loadCartInput } from '../cart/index.ts';
import { getCheckoutSettings, type CheckoutSettings } from './checkout-settings-repository.ts';
import { getCheckoutState, type CheckoutState } from './checkout-state-repository.ts';
import { checkoutShippingTax } from '../shipping-taxes/index.ts';
import { findGiftCardByCode, type GiftCard } from '../gift-cards/index.ts';
import { loadDiscountsForCheckout } from '../discounts/index.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** The site fields checkout needs. */
export interface CheckoutSite {
  id: string;
  name: string;
  currency: string;
}

/** Everything known about one cart's checkout, with its totals worked out. */
export interface LoadedCheckout {
  site: CheckoutSite;
  cart: CartInput;
  currency: CurrencyCode;
  state: CheckoutState;
  settings: CheckoutSettings;
  /** The applied gift card, when its code is known on this site and in the cart's currency. */
  giftCard: GiftCard | null;
  totals: CheckoutTotals;
}

/**
 * Loads a cart, its checkout state, the site's checkout settings, its discounts and the applied gift card,
 * and works out the totals (@plinth/commerce calculateTotals). Works inside a transaction too, so
 * the payment reserves exactly what it charges. Null when the cart is not on this site.
 */
export async function loadCheckout(db: Kysely<Schema>, site: CheckoutSite, cartId: string, now: number): Promise<LoadedCheckout | null> {
  const [cart, state, settings] = await Promise.all([
    loadCartInput(db, site.id, cartId),
    getCheckoutState(db, site.id, cartId),
    getCheckoutSettings(db, site.id),
  ]);
  if (!cart) return null;
  const currency: CurrencyCode = isSupportedCurrency(cart.currency) ? cart.currency : isSupportedCurrency(site.currency) ? site.currency : 'USD';
  const found = state.giftCardCode ? await findGiftCardByCode(db, site.id, state.giftCardCode) : null;
  const giftCard = found && found.currency === currency ? found : null;
  const address = state.shippingAddress;
  const discounts = await loadDiscountsForCheckout(db, site.id, state.email, cart.entries.map((e) => e.itemId));
  const shipTax = await checkoutShippingTax(db, site.id, cart.entries);
  const totals = calculateTotals({
    entries: cart.entries.map((e) => ({
      itemId: e.itemId, sku: e.sku, productType: e.productType, quantity: e.quantity, unitPriceCents: e.unitPriceCents, categories: discounts.categories.get(e.itemId),
      weightGrams: shipTax.weightOf(e.variantId), taxExempt: shipTax.isTaxExempt(e.itemId),
    })),
    currency,
    shippingOptions: settings.shippingOptions,
    selectedShippingOptionId: state.shippingOptionId,
    shippingLocation: address ? { country: address.country, region: address.region, postalCode: address.postalCode } : null,
    taxRules: settings.taxRules,
    coupons: discounts.discounts,
    appliedCouponCodes: state.couponCodes,
    giftCardBalanceCents: giftCard?.balanceCents ?? 0,
    now,
    shippingZones: shipTax.shippingZones,
    taxRates: shipTax.taxRates,
  });
  return { site, cart, currency, state, settings, giftCard, totals };
}
