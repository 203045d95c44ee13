import type { AppDeps } from '../../infra/app-deps.ts';
import type { PaymentsDeps } from './payment-settings-service.ts';

/** The payments feature's needs, from the app's infrastructure. */
export function paymentsDepsOf(deps: AppDeps): PaymentsDeps {
  return { db: deps.db, now: deps.now, secrets: deps.secrets, testProvider: deps.payments, stripeApi: deps.stripeApi };
}
