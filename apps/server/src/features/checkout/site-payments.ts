import type { AppDeps } from '../../infra/app-deps.ts';
import { paymentProviderForSite, paymentProviderNamed, paymentsDepsOf } from '../payments/index.ts';
import type { PayDeps } from './payment-context.ts';

/*
 * Which payment provider the checkout pays through: the site's, read from its settings per request
 * (features/payments), so an owner switching to Stripe or back needs no restart; a stored payment is
 * settled by the provider it went through, by name.
 */

/** The checkout's needs: the payment steps' without a fixed provider, and the site's provider on demand. */
export interface CheckoutDeps extends Omit<PayDeps, 'provider'> {
  /** The provider new payments of the site go through now. @throws AppError UNAVAILABLE when it cannot be made */
  providerFor(websiteId: string): Promise<PayDeps['provider']>;
}

/** The payment steps' deps for one site's request. */
export async function payDepsFor(deps: CheckoutDeps, websiteId: string): Promise<PayDeps> {
  return { ...deps, provider: await deps.providerFor(websiteId) };
}

/** The checkout's deps made of the app's. */
export function checkoutDepsOf(app: AppDeps, log?: PayDeps['log']): CheckoutDeps {
  const payments = paymentsDepsOf(app);
  return {
    db: app.db,
    now: app.now,
    mailer: app.mailer,
    emails: app.emails,
    ...(log ? { log } : {}),
    providerFor: (websiteId) => paymentProviderForSite(payments, websiteId),
    providerOf: (websiteId, name) => paymentProviderNamed(payments, websiteId, name),
  };
}

/**
 * The deps of a sweep over every site's stale payments (the job, the recovery at start): the test
 * provider, and each payment's own provider by name (providerOf).
 */
export function sweepDepsOf(app: AppDeps, now: () => number = app.now): PayDeps {
  const { providerFor: _siteProvider, ...deps } = checkoutDepsOf(app);
  return { ...deps, now, provider: app.payments };
}
