/**
 * The payment part and the Pay button, shared by the checkout, subscription and gift-card pages.
 * The card goes to the payment provider's browser side — the test provider's card fields and
 * tokenisation, or Stripe's Payment Element (a chunk loaded only when Stripe is the site's provider)
 * — which answers a payment method id; only that id is sent to pay. A 202 (the bank asks for 3-D
 * Secure) shows the provider's challenge, then the same attempt asks again with the intent id. Pay is
 * disabled while paying; an attempt keeps its idempotency key across retries (pay-attempt.ts); a
 * refusal is shown as an alert; success goes to the order confirmation.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { ApiResult } from './api/json-call.ts';
import { checkoutApi, type CheckoutApi } from './checkout-api.ts';
import type { CheckoutPayment, PaidOrder, PayAnswer, PayMeans } from './checkout-types.ts';
import { createIdempotencyKeys, payFailureMessage } from './pay-attempt.ts';
import type { PaymentMethodMaker } from './payment-method.ts';
import { TestCardPayment } from './test-card-payment.tsx';

const StripePayment = lazy(() => import('./stripe-payment.tsx').then((m) => ({ default: m.StripePayment })));

/** Pay button texts. */
export const PAY_LABELS = { pay: 'Pay', paying: 'Paying…' } as const;

/** How many times the browser asks again while the payment still waits (an authentication not finished). */
const MAX_FOLLOW_UPS = 3;

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  id: string;
  testMode: boolean;
  /** The site's provider. @default the test provider */
  payment?: CheckoutPayment;
  /** What is charged (Stripe's element shows it), minor units. */
  amountCents?: number;
  currency?: string;
  /** Text after 'Pay', e.g. the grand total. */
  amountText?: string;
  /** Pay is unavailable (e.g. the minimum subtotal is not met). */
  disabled?: boolean;
  /** Checks the rest of the page first; returns an error text to stop. */
  check?(): string | null;
  /** Sends the pay request with the payment method (or, after authentication, the intent). */
  pay(means: PayMeans, idempotencyKey: string): Promise<ApiResult<PayAnswer>>;
  /** The provider's browser calls (tests pass a fake). */
  api?: Pick<CheckoutApi, 'tokeniseTestCard' | 'authenticateTestPayment'>;
  /** Where to go once paid; default the browser. */
  navigate?(url: string): void;
}

/** Renders the provider's payment part, the error and the Pay button. */
export function PaymentForm({ id, testMode, payment = { provider: 'test', publishableKey: null }, amountCents = 0, currency = 'USD', amountText, disabled = false, check, pay, api = checkoutApi, navigate = (url) => window.location.assign(url) }: PaymentFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const keys = useRef(createIdempotencyKeys());
  const maker = useRef<PaymentMethodMaker>(null);

  async function submit() {
    if (paying || disabled) return;
    setFailure(null);
    const pageError = check?.() ?? null;
    if (pageError) return setFailure(pageError);
    if (!maker.current) return;
    setPaying(true);
    const method = await maker.current.create();
    if (!method.ok) {
      setPaying(false);
      return setFailure(method.message);
    }
    const key = keys.current.current();
    let result = await pay({ paymentMethodId: method.paymentMethodId }, key);
    // The bank asks the buyer to authenticate: the provider's challenge, then the same attempt asks again.
    for (let round = 0; round < MAX_FOLLOW_UPS && result.ok && 'requiresAction' in result.value; round++) {
      const action = result.value.requiresAction;
      await maker.current.authenticate(action);
      result = await pay({ intentId: action.intentId }, key);
    }
    if (result.ok && 'requiresAction' in result.value) {
      setPaying(false);
      return setFailure('Your payment is not confirmed yet. Please complete the authentication and press Pay again.');
    }
    keys.current.settle(result.ok ? 200 : result.failure.status);
    if (result.ok) return navigate((result.value as PaidOrder).confirmationUrl);
    setPaying(false);
    setFailure(payFailureMessage(result.failure));
  }

  return (
    <form
      className="plinth-payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {payment.provider === 'stripe' && payment.publishableKey ? (
        <Suspense fallback={<p role="status">Loading the payment form…</p>}>
          <StripePayment id={id} ref={maker} publishableKey={payment.publishableKey} amountCents={amountCents} currency={currency} />
        </Suspense>
      ) : (
        <TestCardPayment id={id} ref={maker} testMode={testMode} api={api} />
      )}
      {failure && (
        <p className="plinth-payment__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="plinth-payment__pay" disabled={paying || disabled} aria-busy={paying}>
        {paying ? PAY_LABELS.paying : amountText ? `${PAY_LABELS.pay} ${amountText}` : PAY_LABELS.pay}
      </button>
    </form>
  );
}
