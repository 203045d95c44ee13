import {
  buildShoppingCart,
  meetsMinimumSubtotal,
  minimumSubtotalMessage,
  type CheckoutTotals,
  type OfferedShipping,
  type ShippingLocation,
  type ShoppingCart,
} from '@plinth/commerce';
import type { CheckoutAddress } from './checkout-state-repository.ts';
import { checkoutDiscountsJson, type CheckoutDiscountsJson } from '../discounts/index.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import type { LoadedCheckout } from './load-checkout.ts';
import { checkoutProblem } from './validate-checkout.ts';

/** The ShoppingCart of storefront.md §3 with every checkout total filled in. */
export type CheckoutCart = Omit<
  ShoppingCart,
  'shippingOptions' | 'selectedShippingOption' | 'shippingLocation' | 'applicableTaxRules' | 'coupons' | 'validCoupons' | 'invalidCoupons'
> & {
  shippingOptions: OfferedShipping[];
  selectedShippingOption: OfferedShipping | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: CheckoutTotals['applicableTaxRules'];
  /** The codes the visitor entered. */
  coupons: string[];
  validCoupons: CheckoutDiscountsJson['validCoupons'];
  invalidCoupons: CheckoutDiscountsJson['invalidCoupons'];
  /** Automatic discounts that apply (features/discounts). */
  automaticDiscounts: CheckoutDiscountsJson['automaticDiscounts'];
  /** The part of taxCents already inside the prices (VAT): not added to the total. */
  taxIncludedCents: number;
  /** subtotal − discount + shipping + tax − taxIncluded, before the gift card. */
  orderTotalCents: number;
  /** Paid by the gift card; grandTotalCents is what is left to pay by card. */
  giftCardCents: number;
};

/** The `checkout` half of the answer (docs/checkout-api.md). */
export interface CheckoutInfo {
  email: string | null;
  shippingAddress: CheckoutAddress | null;
  minimumSubtotalCents: number;
  /** Null when the minimum is met. */
  minimumSubtotalMessage: string | null;
  giftCard: { code: string; appliedCents: number; remainingBalanceCents: number } | null;
  testMode: boolean;
  /** The provider's browser side the payment form loads. */
  payment: { provider: 'test' | 'stripe'; publishableKey: string | null };
  /** Whether POST …/pay would be accepted now. */
  canPay: boolean;
  /** Why not, when canPay is false (the message pay would answer). */
  problem: string | null;
}

/** The answer of GET/PUT /api/commerce/checkout (`checkoutAnswer` of @plinth/api). */
export interface CheckoutAnswer {
  cart: CheckoutCart;
  checkout: CheckoutInfo;
}

/** Builds `{ cart, checkout }` of GET/PUT /api/commerce/checkout. */
export function checkoutJson(loaded: LoadedCheckout, provider: Pick<PaymentProvider, 'testMode' | 'browser'>): CheckoutAnswer {
  const { totals, state, settings } = loaded;
  const base = buildShoppingCart({ ...loaded.cart, currency: loaded.currency });
  const cart: CheckoutCart = {
    ...base,
    shippingOptions: totals.shippingOptions,
    selectedShippingOption: totals.selectedShippingOption,
    shippingLocation: totals.shippingLocation,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: state.couponCodes,
    ...checkoutDiscountsJson(totals),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    taxIncludedCents: totals.taxIncludedCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    orderTotalCents: totals.orderTotalCents,
    giftCardCents: totals.giftCardCents,
    grandTotalCents: totals.grandTotalCents,
  };
  const problem = checkoutProblem(loaded);
  const minimumMet = meetsMinimumSubtotal(totals.subtotalCents, settings.minimumSubtotalCents);
  return {
    cart,
    checkout: {
      email: state.email,
      shippingAddress: state.shippingAddress,
      minimumSubtotalCents: settings.minimumSubtotalCents,
      minimumSubtotalMessage: minimumMet ? null : minimumSubtotalMessage(settings.minimumSubtotalCents, loaded.currency),
      giftCard:
        loaded.giftCard && state.giftCardCode
          ? { code: state.giftCardCode, appliedCents: totals.giftCardCents, remainingBalanceCents: loaded.giftCard.balanceCents - totals.giftCardCents }
          : null,
      testMode: provider.testMode,
      payment: { provider: provider.browser.script, publishableKey: provider.browser.script === 'stripe' ? provider.browser.publishableKey : null },
      canPay: problem === null,
      problem: problem?.message ?? null,
    },
  };
}
