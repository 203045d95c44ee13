/**
 * What the payment form asks of a provider's browser side (the test provider's card fields, Stripe's
 * Payment Element): make a payment method of what the buyer entered — the card goes to the provider,
 * never to our checkout API — and complete an authentication (3-D Secure) the bank asks for.
 */
import type { PaymentAction } from './checkout-types.ts';

/** A payment method made, or why not (shown to the buyer; field errors are shown by the fields). */
export type MadePaymentMethod = { ok: true; paymentMethodId: string } | { ok: false; message: string | null };

/** A provider's browser side, as the payment form drives it. */
export interface PaymentMethodMaker {
  create(): Promise<MadePaymentMethod>;
  /** Resolves once the buyer has answered the challenge (the server then reads the outcome from the provider). */
  authenticate(action: PaymentAction): Promise<void>;
}
