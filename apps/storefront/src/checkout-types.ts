/**
 * The shapes of the checkout API (docs/checkout-api.md) as the islands read
 * them. Amounts are integer minor units.
 */
import type { CurrencyCode, ShoppingCart } from '@plinth/commerce';

/** A shipping option with its cost for this cart. */
export interface CheckoutShippingOption {
  id: string;
  name: string;
  costCents: number;
}

/** The cart of the checkout API: the ShoppingCart with every total filled. */
export interface CheckoutCart extends Omit<ShoppingCart, 'shippingOptions' | 'selectedShippingOption' | 'validCoupons' | 'invalidCoupons' | 'coupons'> {
  shippingOptions: CheckoutShippingOption[];
  selectedShippingOption: CheckoutShippingOption | null;
  coupons: unknown[];
  validCoupons: Array<{ code: string; discountCents?: number }>;
  invalidCoupons: Array<{ code: string; reason: string }>;
}

/** A shipping address as checkout collects it. */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
}

/** The `checkout` part of the checkout answer. */
export interface CheckoutDetails {
  email: string | null;
  shippingAddress: ShippingAddress | null;
  minimumSubtotalCents: number;
  /** Null when the minimum is met. */
  minimumSubtotalMessage: string | null;
  giftCard: { code: string; appliedCents: number; remainingBalanceCents: number } | null;
  testMode: boolean;
  canPay: boolean;
}

/** `GET|PUT /api/commerce/checkout`. */
export interface CheckoutAnswer {
  cart: CheckoutCart;
  checkout: CheckoutDetails;
}

/** `PUT /api/commerce/checkout` body. */
export interface CheckoutUpdate {
  email?: string;
  shippingAddress?: ShippingAddress;
  shippingOptionId?: string;
  couponCodes?: string[];
  giftCardCode?: string | null;
}

/** A card as the visitor typed it. */
export interface CardInput {
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  cvc: string;
  name?: string;
}

/** A successful payment. */
export interface PayAnswer {
  order: { id: string; orderNumber: number; grandTotal?: unknown };
  confirmationUrl: string;
}

/** `GET /api/3/commerce/cart/subscription/{cartToken}`. */
export interface SubscriptionAnswer extends CheckoutAnswer {
  subscription: { billingPeriod: { value: number; unit: string }; numBillingCycles: number; priceText: string };
}

/** The order shown on the confirmation page (built by the server). */
export interface ConfirmedOrder {
  id: string;
  orderNumber: number;
  purchasedCartId: string;
  websiteId: string;
  testMode: boolean;
  currency: CurrencyCode;
  customerEmail: string;
  items: Array<{ sku: string; productName: string; quantity: number; unitPriceCents: number }>;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** The order's value (the purchase event's value). */
  grandTotalCents: number;
  /** Paid by a gift card. */
  giftCardCents: number;
  /** Charged to the card. */
  amountPaidCents: number;
  /** How many subscriptions the order started. */
  subscriptions: number;
}
