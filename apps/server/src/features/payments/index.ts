/** The payments feature's public face: which provider a site's payments go through. */
export { paymentsDepsOf } from './payments-deps.ts';
export { checkoutPaymentOf, paymentProviderForSite, paymentProviderNamed } from './payment-settings-service.ts';
export type { PaymentsDeps } from './payment-settings-service.ts';
