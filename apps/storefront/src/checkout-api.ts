/**
 * The checkout calls of docs/checkout-api.md, on the shared JSON caller.
 */
import type { createSubscriptionCart, paySubscriptionCart, purchaseGiftCard } from '@plinth/api';
import type { z } from 'zod';
import type { CardInput, CheckoutAnswer, CheckoutUpdate, PayAnswer, SubscriptionAnswer } from './checkout-types.ts';
import { jsonCall, type ApiResult, type JsonCall } from './json-api.ts';
import { SUBSCRIPTION_API } from './subscription-path.ts';

/** Base path of the checkout API. */
export const CHECKOUT_API = '/api/commerce/checkout';

/** A gift card purchase (`POST /api/commerce/gift-card/purchase`, the contract's body). */
export type GiftCardPurchase = z.input<typeof purchaseGiftCard.body>;

/** A subscription cart request (`POST /api/3/commerce/cart/subscription`). */
export type SubscriptionRequest = z.input<typeof createSubscriptionCart.body>;

/** The subscription page's payment (`POST …/subscription/{cartToken}/pay`). */
export type SubscriptionPayment = z.input<typeof paySubscriptionCart.body>;

/** The checkout calls the islands make. */
export interface CheckoutApi {
  get(): Promise<ApiResult<CheckoutAnswer>>;
  update(update: CheckoutUpdate): Promise<ApiResult<CheckoutAnswer>>;
  pay(idempotencyKey: string, card: CardInput): Promise<ApiResult<PayAnswer>>;
  createSubscription(request: SubscriptionRequest): Promise<ApiResult<z.infer<typeof createSubscriptionCart.response>>>;
  getSubscription(cartToken: string): Promise<ApiResult<SubscriptionAnswer>>;
  paySubscription(cartToken: string, body: SubscriptionPayment): Promise<ApiResult<PayAnswer>>;
  buyGiftCard(purchase: GiftCardPurchase): Promise<ApiResult<PayAnswer>>;
}

/**
 * @param call the JSON caller (tests pass a fake)
 * @example await createCheckoutApi().update({ couponCodes: ['TEN'] })
 */
export function createCheckoutApi(call: JsonCall = jsonCall): CheckoutApi {
  const subscription = (token: string) => `${SUBSCRIPTION_API}/${encodeURIComponent(token)}`;
  return {
    get: () => call('GET', CHECKOUT_API),
    update: (update) => call('PUT', CHECKOUT_API, update),
    pay: (idempotencyKey, card) => call('POST', `${CHECKOUT_API}/pay`, { idempotencyKey, card }),
    createSubscription: (request) => call('POST', SUBSCRIPTION_API, request),
    getSubscription: (token) => call('GET', subscription(token)),
    paySubscription: (token, body) => call('POST', `${subscription(token)}/pay`, body),
    buyGiftCard: (purchase) => call('POST', '/api/commerce/gift-card/purchase', purchase),
  };
}

/** The page's checkout client. */
export const checkoutApi: CheckoutApi = createCheckoutApi();
