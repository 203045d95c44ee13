/** The checkout feature's public face: other features, the app and tests import only this. */
export { getCheckoutSettings, saveCheckoutSettings } from './checkout-settings-repository.ts';
export type { CheckoutSettings } from './checkout-settings-repository.ts';
export { accountOrderUrls, getOrderForVisitor } from './order-access.ts';
export type { OrderJson } from './order-json.ts';
export { orderStatusUrl } from './order-json.ts';
export type { PayDeps } from './payment-context.ts';
export { recoverInterruptedPayments, sweepStalePayments } from './sweep-stale-payments.ts';
export type { SweepOptions, SweepResult } from './sweep-stale-payments.ts';
