/**
 * The shapes of the checkout API (docs/checkout-api.md) as the islands read
 * them, inferred from the contract (`@plinth/api`, type-only: no zod in the
 * bundle). Amounts are integer minor units.
 */
import type { ShoppingCart } from '@plinth/commerce';
import type { checkoutCart, paymentActionAnswer, paidOrder, shippingAddress } from '@plinth/api';
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import type { z } from 'zod';

/**
 * The cart of the checkout API: the ShoppingCart with every total filled (the contract's
 * `checkoutCart`, its currency and entries typed as @plinth/commerce's: the contract leaves the
 * currency a plain string).
 */
export type CheckoutCart = Omit<z.infer<typeof checkoutCart>, 'currency' | 'entries'> & Pick<ShoppingCart, 'currency' | 'entries'>;

/** The answer of `getCheckout` and `updateCheckout`. */
export type CheckoutAnswer = Omit<RouteAnswer<'getCheckout'>, 'cart'> & { cart: CheckoutCart };

/** A shipping option with its cost for this cart. */
export type CheckoutShippingOption = CheckoutCart['shippingOptions'][number];

/** The `checkout` part of the checkout answer. */
export type CheckoutDetails = CheckoutAnswer['checkout'];

/** A shipping address as checkout collects it. */
export type ShippingAddress = z.input<typeof shippingAddress>;

/** The `updateCheckout` body. */
export type CheckoutUpdate = RouteRequest<'updateCheckout'>['body'];

/** A card as the visitor typed it (expiry 'MM/YY'): it goes to the test provider's tokenisation only. */
export type CardInput = RouteRequest<'createTestPaymentMethod'>['body'];

/** What a payment answers: the order (200), or the authentication to complete first (202). */
export type PayAnswer = RouteAnswer<'payCheckout'>;

/** A paid order and its confirmation page. */
export type PaidOrder = z.infer<typeof paidOrder>;

/** The authentication (3-D Secure) the bank asks for before the payment completes. */
export type PaymentAction = z.infer<typeof paymentActionAnswer>['requiresAction'];

/** How a pay request pays: the provider's token of the card, or (after authentication) the intent. */
export type PayMeans = { paymentMethodId: string } | { intentId: string };

/** The provider's browser side the payment form loads (the checkout answer's `payment`). */
export type CheckoutPayment = CheckoutDetails['payment'];

/** The `getSubscriptionCart` answer. */
export type SubscriptionAnswer = Omit<RouteAnswer<'getSubscriptionCart'>, 'cart'> & { cart: CheckoutCart };

/** The order shown on the confirmation page (built by the server): the island-prop contract of @plinth/api. */
export type { ConfirmedOrder } from '@plinth/api';
