/**
 * The checkout calls of docs/checkout-api.md, on the shared JSON caller.
 */
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import { createSubscriptionCart } from '@plinth/api/client/routes/createSubscriptionCart';
import { getCheckout } from '@plinth/api/client/routes/getCheckout';
import { getSubscriptionCart } from '@plinth/api/client/routes/getSubscriptionCart';
import { payCheckout } from '@plinth/api/client/routes/payCheckout';
import { paySubscriptionCart } from '@plinth/api/client/routes/paySubscriptionCart';
import { purchaseGiftCard } from '@plinth/api/client/routes/purchaseGiftCard';
import { updateCheckout } from '@plinth/api/client/routes/updateCheckout';
import { authenticateTestPayment } from '@plinth/api/client/routes/authenticateTestPayment';
import { createTestPaymentMethod } from '@plinth/api/client/routes/createTestPaymentMethod';
import type { CardInput, CheckoutAnswer, CheckoutUpdate, PayAnswer, PayMeans, SubscriptionAnswer } from './checkout-types.ts';
import { jsonCall, type ApiResult, type JsonCall } from './api/json-call.ts';

/** A gift card purchase (the contract's `purchaseGiftCard` body). */
export type GiftCardPurchase = RouteRequest<'purchaseGiftCard'>['body'];

/** A subscription cart request (`createSubscriptionCart`). */
export type SubscriptionRequest = RouteRequest<'createSubscriptionCart'>['body'];

/** The subscription page's payment (`paySubscriptionCart`). */
export type SubscriptionPayment = RouteRequest<'paySubscriptionCart'>['body'];

/** The checkout calls the islands make. */
export interface CheckoutApi {
  get(): Promise<ApiResult<CheckoutAnswer>>;
  update(update: CheckoutUpdate): Promise<ApiResult<CheckoutAnswer>>;
  pay(idempotencyKey: string, means: PayMeans): Promise<ApiResult<PayAnswer>>;
  /** The test provider's tokenisation: the card goes here, never to a pay call. */
  tokeniseTestCard(card: CardInput): Promise<ApiResult<RouteAnswer<'createTestPaymentMethod'>>>;
  /** The buyer's answer to the test provider's 3-D Secure challenge. */
  authenticateTestPayment(body: RouteRequest<'authenticateTestPayment'>['body']): Promise<ApiResult<RouteAnswer<'authenticateTestPayment'>>>;
  createSubscription(request: SubscriptionRequest): Promise<ApiResult<RouteAnswer<'createSubscriptionCart'>>>;
  getSubscription(cartToken: string): Promise<ApiResult<SubscriptionAnswer>>;
  paySubscription(cartToken: string, body: SubscriptionPayment): Promise<ApiResult<PayAnswer>>;
  buyGiftCard(purchase: GiftCardPurchase): Promise<ApiResult<PayAnswer>>;
}

/**
 * @param call the JSON caller (tests pass a fake)
 * @example await createCheckoutApi().update({ couponCodes: ['TEN'] })
 */
export function createCheckoutApi(call: JsonCall = jsonCall): CheckoutApi {
  // The answers' carts are @plinth/commerce's ShoppingCart (the contract leaves the currency a plain string).
  const withCart = <T>(answer: Promise<ApiResult<unknown>>) => answer as Promise<ApiResult<T>>;
  return {
    get: () => withCart(call(getCheckout)),
    update: (update) => withCart(call(updateCheckout, { body: update })),
    pay: (idempotencyKey, means) => call(payCheckout, { body: { idempotencyKey, ...means } }),
    tokeniseTestCard: (card) => call(createTestPaymentMethod, { body: card }),
    authenticateTestPayment: (body) => call(authenticateTestPayment, { body }),
    createSubscription: (request) => call(createSubscriptionCart, { body: request }),
    getSubscription: (cartToken) => withCart(call(getSubscriptionCart, { params: { cartToken } })),
    paySubscription: (cartToken, body) => call(paySubscriptionCart, { params: { cartToken }, body }),
    buyGiftCard: (purchase) => call(purchaseGiftCard, { body: purchase }),
  };
}

/** The page's checkout client. */
export const checkoutApi: CheckoutApi = createCheckoutApi();
