/** The checkout feature's public face: other features, the app and tests import only this. */
export { registerCartAdditionalFieldsRoutes } from './additional-fields-routes.ts';
export { getCheckoutSettings, saveCheckoutSettings } from './checkout-settings-repository.ts';
export type { CheckoutSettings } from './checkout-settings-repository.ts';
export { registerGiftCardRoutes } from './gift-card-routes.ts';
export { getOrderForVisitor } from './order-access.ts';
export type { OrderJson } from './order-json.ts';
export { registerCheckoutRoutes } from './routes.ts';
export { registerSubscriptionRoutes } from './subscription-routes.ts';
export { sweepStalePayments } from './sweep-stale-payments.ts';
export { checkoutFeature } from './plugin.ts';
