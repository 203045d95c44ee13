/**
 * Stripe's browser side (a chunk of its own, loaded only on a checkout whose site pays through
 * Stripe): Stripe.js (`@stripe/stripe-js`, which loads https://js.stripe.com only when asked) and its
 * Payment Element, in the "finalize payments on the server" shape — the element makes a
 * PaymentMethod (the card never reaches our server), the server creates and confirms the intent, and
 * `handleNextAction` shows a 3-D Secure challenge when the bank asks for one.
 */
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { PaymentMethodMaker } from './payment-method.ts';

/** The texts of the Stripe part. */
export const STRIPE_TEXT = {
  legend: 'Payment',
  loading: 'Loading the payment form…',
  unavailable: 'The payment form could not be loaded. Please check your connection and reload the page.',
} as const;

/** Props of {@link StripePayment}. */
export interface StripePaymentProps {
  id: string;
  publishableKey: string;
  /** What is charged, in minor units (the element shows the wallets' totals with it). */
  amountCents: number;
  currency: string;
  ref: Ref<PaymentMethodMaker>;
}

/** Renders the Payment Element. */
export function StripePayment({ id, publishableKey, amountCents, currency, ref }: StripePaymentProps) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let gone = false;
    loadStripe(publishableKey)
      .then((loaded: Stripe | null) => {
        if (gone) return;
        if (!loaded || !mount.current) return setState('failed');
        const elements = loaded.elements({ mode: 'payment', amount: Math.max(amountCents, 1), currency: currency.toLowerCase(), paymentMethodCreation: 'manual' });
        elements.create('payment').mount(mount.current);
        stripe.current = { stripe: loaded, elements };
        setState('ready');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
    };
    // The element is made once per key; the amount follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  useEffect(() => {
    stripe.current?.elements.update({ amount: Math.max(amountCents, 1), currency: currency.toLowerCase() });
  }, [amountCents, currency]);

  useImperativeHandle(
    ref,
    () => ({
      async create() {
        const loaded = stripe.current;
        if (!loaded) return { ok: false, message: state === 'failed' ? STRIPE_TEXT.unavailable : STRIPE_TEXT.loading };
        // The element shows its own field errors; its message is shown above Pay too.
        const submitted = await loaded.elements.submit();
        if (submitted.error) return { ok: false, message: submitted.error.message ?? null };
        const made = await loaded.stripe.createPaymentMethod({ elements: loaded.elements });
        if (made.error) return { ok: false, message: made.error.message ?? STRIPE_TEXT.unavailable };
        return { ok: true, paymentMethodId: made.paymentMethod.id };
      },
      async authenticate(action) {
        // Its outcome is the intent's: the pay follow-up reads it from the server.
        await stripe.current?.stripe.handleNextAction({ clientSecret: action.clientSecret });
      },
    }),
    [state],
  );

  return (
    <fieldset className="plinth-card">
      <legend className="plinth-checkout__legend">{STRIPE_TEXT.legend}</legend>
      {state === 'loading' && <p role="status">{STRIPE_TEXT.loading}</p>}
      {state === 'failed' && <p className="plinth-payment__error" role="alert">{STRIPE_TEXT.unavailable}</p>}
      <div id={`${id}-stripe`} ref={mount} />
    </fieldset>
  );
}
