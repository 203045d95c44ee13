/**
 * The shapes of the checkout API (docs/checkout-api.md) as the islands read
 * them, inferred from the contract (`@plinth/api`, type-only: no zod in the
 * bundle). Amounts are integer minor units.
 */
import type { ShoppingCart } from '@plinth/commerce';
import type { checkoutCart, paymentCard, shippingAddress } from '@plinth/api';
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

/** A card as the visitor typed it (expiry 'MM/YY'). */
export type CardInput = z.input<typeof paymentCard>;

/** A successful payment: the order and its confirmation page. */
export type PayAnswer = RouteAnswer<'payCheckout'>;

/** The `getSubscriptionCart` answer. */
export type SubscriptionAnswer = Omit<RouteAnswer<'getSubscriptionCart'>, 'cart'> & { cart: CheckoutCart };

/** The order shown on the confirmation page (built by the server): the island-prop contract of @plinth/api. */
export type { ConfirmedOrder } from '@plinth/api';
