import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

let provider: ReturnType<typeof createTestPaymentProvider> | undefined;

/**
 * The process's payment provider: the built-in test provider (test mode), created once so every
 * route charges through the same instance. A production adapter (Stripe shape) plugs in here.
 */
export function defaultPaymentProvider(): PaymentProvider & Pick<ReturnType<typeof createTestPaymentProvider>, 'charges'> {
  provider ??= createTestPaymentProvider();
  return provider;
}
