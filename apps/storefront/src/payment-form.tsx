/**
 * The card fields and the Pay button, shared by the checkout, subscription
 * and gift-card pages. Pay is disabled while paying; a payment attempt keeps
 * its idempotency key across retries (pay-attempt.ts); a refusal (declined,
 * stock gone, incomplete checkout) is shown as an alert; success goes to the
 * order confirmation.
 */
import { useRef, useState } from 'react';
import type { CardField } from '@plinth/commerce';
import { CardFields, cardFieldErrors } from './card-fields.tsx';
import type { CardInput, PayAnswer } from './checkout-types.ts';
import type { ApiResult } from './api/json-call.ts';
import { createIdempotencyKeys, payFailureMessage } from './pay-attempt.ts';

/** Pay button texts. */
export const PAY_LABELS = { pay: 'Pay', paying: 'Paying…' } as const;

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  id: string;
  testMode: boolean;
  /** Text after 'Pay', e.g. the grand total. */
  amountText?: string;
  /** Pay is unavailable (e.g. the minimum subtotal is not met). */
  disabled?: boolean;
  /** Checks the rest of the page first; returns an error text to stop. */
  check?(): string | null;
  pay(card: CardInput, idempotencyKey: string): Promise<ApiResult<PayAnswer>>;
  /** Where to go once paid; default the browser. */
  navigate?(url: string): void;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/** Renders the card fields, the error and the Pay button. */
export function PaymentForm({ id, testMode, amountText, disabled = false, check, pay, navigate = (url) => window.location.assign(url) }: PaymentFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const keys = useRef(createIdempotencyKeys());

  async function submit() {
    if (paying || disabled) return;
    setFailure(null);
    const pageError = check?.() ?? null;
    const cardErrors = cardFieldErrors(card, Date.now());
    setErrors(cardErrors);
    if (pageError) return setFailure(pageError);
    if (Object.keys(cardErrors).length > 0) return;
    setPaying(true);
    const result = await pay(card, keys.current.current());
    keys.current.settle(result.ok ? 200 : result.failure.status);
    if (result.ok) return navigate(result.value.confirmationUrl);
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
      <CardFields id={id} value={card} onChange={setCard} errors={errors} testMode={testMode} />
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
