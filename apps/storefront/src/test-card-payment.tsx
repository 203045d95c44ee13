/**
 * The built-in test provider's browser side: the card fields (number, expiry, CVC) and, for a card
 * that asks for it, its 3-D Secure challenge. The card is sent to the provider's tokenisation route
 * (`createTestPaymentMethod`), which answers a payment method id — as a real provider's script does;
 * the checkout API never sees it.
 */
import { useImperativeHandle, useState, type Ref } from 'react';
import { MESSAGES, type CardField } from '@plinth/commerce';
import { CardFields, cardFieldErrors } from './card-fields.tsx';
import type { CheckoutApi } from './checkout-api.ts';
import type { CardInput, PaymentAction } from './checkout-types.ts';
import type { PaymentMethodMaker } from './payment-method.ts';
import { TestAuthenticationDialog } from './test-authentication-dialog.tsx';

/** Props of {@link TestCardPayment}. */
export interface TestCardPaymentProps {
  id: string;
  testMode: boolean;
  api: Pick<CheckoutApi, 'tokeniseTestCard' | 'authenticateTestPayment'>;
  ref: Ref<PaymentMethodMaker>;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/** Renders the card fields and, while one is open, the challenge. */
export function TestCardPayment({ id, testMode, api, ref }: TestCardPaymentProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [challenge, setChallenge] = useState<{ action: PaymentAction; done(): void } | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async create() {
        const found = cardFieldErrors(card, Date.now());
        setErrors(found);
        if (Object.keys(found).length > 0) return { ok: false, message: null };
        const made = await api.tokeniseTestCard(card);
        if (made.ok) return { ok: true, paymentMethodId: made.value.paymentMethodId };
        return { ok: false, message: made.failure.serverMessage ?? (made.failure.status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain) };
      },
      authenticate: (action) => new Promise<void>((done) => setChallenge({ action, done })),
    }),
    [card, api],
  );

  async function answer(outcome: 'complete' | 'fail') {
    if (!challenge) return;
    // Whatever this answers, the pay follow-up reads the outcome from the provider.
    await api.authenticateTestPayment({ intentId: challenge.action.intentId, clientSecret: challenge.action.clientSecret, outcome });
    challenge.done();
    setChallenge(null);
  }

  return (
    <>
      <CardFields id={id} value={card} onChange={setCard} errors={errors} testMode={testMode} />
      {challenge && <TestAuthenticationDialog id={`${id}-3ds`} onAnswer={(outcome) => void answer(outcome)} />}
    </>
  );
}
