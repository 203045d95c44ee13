import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cartEntry, cartMoney, shoppingCart } from './cart.ts';

/*
 * The checkout feature's routes (apps/server/src/features/checkout, docs/checkout-api.md): the
 * visitor's checkout and its payment, subscription purchases (storefront.md §7, platform.md §5),
 * gift-card purchases and balance, and the cart entries' additional fields. Every write needs the
 * crumb (X-CSRF-Token). Payments are idempotent per `idempotencyKey`: a retry answers the first
 * answer, a refusal included (402 declined, 409 stock). Messages name their field, so the server's
 * zod error sentence shows them as they are.
 */

const EMAIL_INVALID = 'Email is invalid';

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`);

/** An e-mail address: 3 to 256 characters (storefront.md §9), one @, a dot in the domain; lower-cased. */
export const checkoutEmail = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .min(3, EMAIL_INVALID)
  .max(256, EMAIL_INVALID)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, EMAIL_INVALID)
  .transform((value) => value.toLowerCase());

/** A shipping address (country: ISO 3166-1 alpha-2, upper-cased). */
export const shippingAddress = z.object({
  firstName: text('firstName', 100),
  lastName: text('lastName', 100),
  address1: text('address1', 200),
  address2: z.string().trim().max(200, 'address2 is too long').optional(),
  city: text('city', 100),
  region: z.string().trim().max(100, 'region is too long').optional(),
  postalCode: text('postalCode', 20),
  country: z
    .string({ error: 'country is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code')
    .transform((value) => value.toUpperCase()),
});

/** A provider's id (a payment method 'pm_…', an intent 'pi_…'): letters, digits and _. */
const providerId = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .regex(/^[A-Za-z0-9_]{3,200}$/, `${field} is not valid`);

/**
 * How a payment is paid (decisions/0014-payment-intents.md): `paymentMethodId`, the payment
 * provider's token of the card (its browser script makes it; card numbers are refused with 400), or,
 * after the buyer's authentication (the 202 answer), `intentId` to finish that payment.
 */
export const paymentMeans = {
  paymentMethodId: providerId('paymentMethodId').optional(),
  intentId: providerId('intentId').optional(),
};

/** Refuses a body with neither or both of {@link paymentMeans}. */
export function oneMeansOfPayment(body: { paymentMethodId?: string | undefined; intentId?: string | undefined }, context: z.RefinementCtx): void {
  if (Boolean(body.paymentMethodId) === Boolean(body.intentId)) {
    context.addIssue({ code: 'custom', message: 'Send paymentMethodId (from the payment form) or intentId (after authentication)' });
  }
}

/** A client-made key naming one payment attempt: 8 to 100 of A–Z a–z 0–9 _ - : . */
export const idempotencyKey = z
  .string({ error: 'idempotencyKey is required' })
  .regex(/^[A-Za-z0-9_\-:.]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits or _ - : .');

/** An item id of a purchase body. */
const purchaseItemId = z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100, 'itemId is too long');

/** The answers of an additional-fields form: a JSON string of an object, an object, or null. */
const additionalFieldsInput = z.union([z.string().max(20_000, 'additionalFields is too long'), z.record(z.string(), z.unknown()), z.null()], { error: 'additionalFields is required' });

/** A shipping option with its cost for this cart. */
const pricedShippingOption = z.looseObject({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()).optional(),
  /** FLAT, WEIGHT, SUBTOTAL, PICKUP: a rate of the address's zone (shipping-zones.ts); the others: a legacy option. */
  method: z.enum(['FLAT_RATE', 'FREE_OVER', 'PER_ITEM', 'FLAT', 'WEIGHT', 'SUBTOTAL', 'PICKUP']),
  rateCents: z.number().int(),
  thresholdCents: z.number().int().optional(),
  costCents: z.number().int(),
  /** The zone the rate belongs to. */
  zoneId: z.string().optional(),
  zoneName: z.string().optional(),
  /** PICKUP: where the buyer collects the order. */
  pickupAddress: z.string().nullable().optional(),
});

/** A tax rule that applies, with what it taxes. */
const appliedTaxRule = z.looseObject({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable().optional(),
  /** 887.5 = 8.875 %. */
  rateBasisPoints: z.number(),
  appliesToShipping: z.boolean(),
  taxableCents: z.number().int(),
  taxCents: z.number().int(),
  /** The tax is inside the prices (VAT, shown "incl."), not added to them. */
  included: z.boolean().optional(),
});

/** A code accepted for the order, with its discount (features/discounts). */
const appliedCoupon = z.looseObject({ code: z.string(), kind: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING']), discountCents: z.number().int() });
/** Why a code was refused (@plinth/commerce discounts.ts). */
const invalidCouponReason = z.enum(['DUPLICATE', 'NOT_FOUND', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'ALREADY_USED', 'NOT_APPLICABLE', 'MINIMUM_NOT_MET', 'NOT_STACKABLE']);

/** The cart of the checkout answer: the cart JSON with every checkout total filled in. */
export const checkoutCart = shoppingCart.extend({
  shippingOptions: z.array(pricedShippingOption),
  selectedShippingOption: pricedShippingOption.nullable(),
  shippingLocation: z.object({ country: z.string(), region: z.string().nullable().optional(), postalCode: z.string().nullable().optional() }).nullable(),
  applicableTaxRules: z.array(appliedTaxRule),
  /** The codes the visitor entered. */
  coupons: z.array(z.string()),
  validCoupons: z.array(appliedCoupon),
  invalidCoupons: z.array(z.object({ code: z.string(), reason: invalidCouponReason })),
  /** Automatic discounts that apply by themselves ('Summer sale'). */
  automaticDiscounts: z.array(z.object({ title: z.string(), kind: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING']), discountCents: z.number().int() })),
  /** The part of taxCents already inside the prices (VAT): not added to the total. */
  taxIncludedCents: z.number().int(),
  /** subtotal − discount + shipping + tax − taxIncluded, before the gift card. */
  orderTotalCents: z.number().int(),
  /** Paid by the gift card; grandTotalCents is what is left to pay by card. */
  giftCardCents: z.number().int(),
});

/** The `checkout` half of the answer. */
export const checkoutInfo = z.object({
  email: z.string().nullable(),
  shippingAddress: shippingAddress.nullable(),
  minimumSubtotalCents: z.number().int(),
  /** Null when the minimum is met. */
  minimumSubtotalMessage: z.string().nullable(),
  giftCard: z.object({ code: z.string(), appliedCents: z.number().int(), remainingBalanceCents: z.number().int() }).nullable(),
  testMode: z.boolean(),
  /** The provider's browser side the payment form loads (Stripe's script only when Stripe is the provider). */
  payment: z.object({ provider: z.enum(['test', 'stripe']), publishableKey: z.string().nullable() }),
  /** Whether POST …/pay would be accepted now. */
  canPay: z.boolean(),
  /** Why not, when canPay is false (the message pay would answer). */
  problem: z.string().nullable(),
});

/** GET|PUT /api/commerce/checkout. */
export const checkoutAnswer = z.object({ cart: checkoutCart, checkout: checkoutInfo });

/** An order as a payment answers it: the Order of storefront.md §3 plus what a receipt shows. */
export const paidOrderJson = z.object({
  id: z.string(),
  purchasedCartId: z.string(),
  testMode: z.boolean(),
  websiteId: z.string(),
  items: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number().int(), unitPrice: cartMoney })),
  /** What the order is worth (subtotal − discount + shipping + tax). */
  grandTotal: cartMoney,
  shippingTotal: cartMoney,
  taxTotal: cartMoney,
  orderNumber: z.number().int(),
  customerEmail: z.string(),
  currency: z.string(),
  subtotal: cartMoney,
  discountTotal: cartMoney,
  /** Paid by a gift card. */
  giftCardTotal: cartMoney,
  /** Charged to the card: grandTotal − giftCardTotal. */
  amountPaid: cartMoney,
  shippingAddress: z.record(z.string(), z.string()).nullable(),
  createdAt: z.number().int(),
});

/** A payment's answer: the order and its order-confirmed page (`/commerce/orders/{id}?token=…`). */
export const paidOrder = z.object({ order: paidOrderJson, confirmationUrl: z.string() });

/**
 * The 202 answer of a payment the bank asks the buyer to authenticate (3-D Secure): the provider's
 * browser script shows the challenge with the client secret, then the browser sends the same
 * idempotencyKey with `intentId`.
 */
export const paymentActionAnswer = z.object({
  requiresAction: z.object({
    type: z.literal('authenticate'),
    provider: z.enum(['test', 'stripe']),
    /** Stripe only: what its script is loaded with. */
    publishableKey: z.string().optional(),
    intentId: z.string(),
    clientSecret: z.string(),
  }),
});

/** What a payment answers: the order (200), or the authentication to complete first (202). */
export const payAnswer = z.union([paidOrder, paymentActionAnswer]);


/** GET /api/commerce/checkout. */
export const getCheckout = defineRoute({
  method: 'GET',
  path: '/api/commerce/checkout',
  tag: 'checkout',
  access: 'public',
  summary: "The visitor's checkout: the cart with shipping, tax, coupons and gift card worked out (404 without a cart)",
  response: checkoutAnswer,
  errors: [404],
});

/** PUT /api/commerce/checkout. */
export const updateCheckout = defineRoute({
  method: 'PUT',
  path: '/api/commerce/checkout',
  tag: 'checkout',
  access: 'public',
  summary: 'Saves what the visitor entered (e-mail, address, shipping option, coupons, gift card) and answers the checkout',
  body: z.object({
    email: checkoutEmail.optional(),
    shippingAddress: shippingAddress.optional(),
    shippingOptionId: z.string().trim().max(100, 'shippingOptionId is too long').nullable().optional(),
    couponCodes: z
      .array(z.string().trim().min(1, 'a coupon code is empty').max(50, 'a coupon code is too long'), { error: 'couponCodes must be a list of codes' })
      .max(10, 'At most 10 coupon codes')
      .optional(),
    giftCardCode: z.string().trim().max(40, 'giftCardCode is too long').nullable().optional(),
  }),
  response: checkoutAnswer,
});

/** POST /api/commerce/checkout/pay. */
export const payCheckout = defineRoute({
  method: 'POST',
  path: '/api/commerce/checkout/pay',
  tag: 'checkout',
  access: 'public',
  summary: "Pays for the cart with the provider's payment method (idempotent): stock taken, intent confirmed, order recorded (202 authenticate first, 400 card data sent, 402 declined, 409 stock, 503 provider)",
  body: z.object({ idempotencyKey, ...paymentMeans }).superRefine(oneMeansOfPayment),
  response: payAnswer,
});

/** A subscription cart's path. */
export const subscriptionCartParams = z.object({ cartToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'cartToken is not valid') });

/** POST /api/3/commerce/cart/subscription. */
export const createSubscriptionCart = defineRoute({
  method: 'POST',
  path: '/api/3/commerce/cart/subscription',
  tag: 'checkout',
  access: 'public',
  summary: 'Makes a one-entry subscription cart from the product page → its token',
  body: z.object({
    itemId: purchaseItemId,
    sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(100, 'sku is too long'),
    qty: z.union([z.number(), z.string().max(20)], { error: 'Quantity must be a number.' }),
    additionalFields: z.union([z.string().max(20_000, 'additionalFields is too long'), z.record(z.string(), z.unknown()), z.null()]).optional(),
  }),
  response: z.object({ cartToken: z.string() }),
});

/** The subscription page's answer: the checkout plus the plan and its price text. */
export const subscriptionAnswer = checkoutAnswer.extend({
  subscription: z.object({
    billingPeriod: z.object({ value: z.number().int(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }).nullable(),
    /** 0 = until cancelled. */
    numBillingCycles: z.number().int().nullable(),
    /** '$19.00 every month'. */
    priceText: z.string().nullable(),
  }),
});

/** GET /api/3/commerce/cart/subscription/:cartToken. */
export const getSubscriptionCart = defineRoute({
  method: 'GET',
  path: '/api/3/commerce/cart/subscription/:cartToken',
  tag: 'checkout',
  access: 'public',
  summary: "A subscription cart's checkout with the plan (billing period, cycles, price text)",
  params: subscriptionCartParams,
  response: subscriptionAnswer,
});

/** POST /api/3/commerce/cart/subscription/:cartToken/pay. */
export const paySubscriptionCart = defineRoute({
  method: 'POST',
  path: '/api/3/commerce/cart/subscription/:cartToken/pay',
  tag: 'checkout',
  access: 'public',
  summary: 'Pays for a subscription cart like a checkout (idempotent); the order also starts the subscription',
  params: subscriptionCartParams,
  body: z
    .object({
      idempotencyKey,
      ...paymentMeans,
      email: checkoutEmail,
      shippingAddress: shippingAddress.optional(),
      shippingOptionId: z.string().trim().max(100).nullable().optional(),
    })
    .superRefine(oneMeansOfPayment),
  response: payAnswer,
});

/** POST /api/commerce/gift-card/purchase. */
export const purchaseGiftCard = defineRoute({
  method: 'POST',
  path: '/api/commerce/gift-card/purchase',
  tag: 'checkout',
  access: 'public',
  summary: "Buys a gift card of one denomination (idempotent); its code is e-mailed to the recipient",
  body: z.object({
    itemId: purchaseItemId,
    // A missing denomination is the spec's refusal, not a schema error.
    sku: z.string().trim().max(100).optional().nullable(),
    recipientEmail: checkoutEmail,
    senderName: z.string().trim().max(100, 'senderName is too long').optional().nullable(),
    message: z.string().trim().max(1000, 'message is too long').optional().nullable(),
    email: checkoutEmail,
    idempotencyKey,
    ...paymentMeans,
  }).superRefine(oneMeansOfPayment),
  response: payAnswer,
});

/** GET /api/commerce/gift-card/balance. */
export const getGiftCardBalance = defineRoute({
  method: 'GET',
  path: '/api/commerce/gift-card/balance',
  tag: 'checkout',
  access: 'public',
  summary: "A gift card code's balance (404 for an unknown code)",
  query: z.object({ code: z.string({ error: 'code is required' }).max(40, 'code is too long') }),
  response: z.object({ code: z.string(), balanceCents: z.number().int(), currency: z.string() }),
});

const entryField = (field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(100, `${field} is too long`);

/** PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields. */
export const updateEntryAdditionalFields = defineRoute({
  method: 'PUT',
  path: '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
  tag: 'checkout',
  access: 'public',
  summary: "Changes the answers of an entry's form; an entry of the same variant with the same answers absorbs it",
  params: z.object({ entryId: entryField('entryId') }),
  body: z.object({ itemId: entryField('itemId'), sku: entryField('sku'), additionalFields: additionalFieldsInput }),
  response: z.object({ shoppingCart, updatedEntry: cartEntry.nullable() }),
});

/** The checkout feature's routes. */
export const checkoutRoutes: readonly ApiRoute[] = [
  getCheckout,
  updateCheckout,
  payCheckout,
  createSubscriptionCart,
  getSubscriptionCart,
  paySubscriptionCart,
  purchaseGiftCard,
  getGiftCardBalance,
  updateEntryAdditionalFields,
];
