/**
 * The SubscriptionCheckout island (/commerce/subscription/{cartToken}): the
 * subscribed item, its price text (platform.md §9, `subscriptionPriceText`),
 * e-mail, shipping address (physical items), card and Pay. Lazy chunk.
 */
import { useEffect, useState } from 'react';
import { MESSAGES, formatMoney, subscriptionPriceText, type BillingPeriodUnit } from '@plinth/commerce';
import { AddressFields, EMPTY_ADDRESS, isAddressComplete } from './address-fields.tsx';
import { checkoutApi, type CheckoutApi } from './checkout-api.ts';
import { CHECKOUT_TEXT } from './checkout-text.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import type { ShippingAddress, SubscriptionAnswer } from './checkout-types.ts';
import { PaymentForm } from './payment-form.tsx';
import { TextField } from './text-field.tsx';

/** Props of {@link SubscriptionCheckout}. */
export interface SubscriptionCheckoutProps {
  cartToken: string;
  api?: CheckoutApi;
}

/** The price text of a subscription answer, e.g. '$19.00 every month'. */
export function subscriptionText(answer: SubscriptionAnswer): string {
  const { billingPeriod, numBillingCycles } = answer.subscription;
  return subscriptionPriceText({
    priceCents: answer.cart.subtotalCents,
    currency: answer.cart.currency,
    billingPeriod: billingPeriod ? { value: billingPeriod.value, unit: billingPeriod.unit as BillingPeriodUnit } : null,
    numBillingCycles: numBillingCycles ?? 0,
  });
}

/** Renders the subscription purchase. */
export function SubscriptionCheckout({ cartToken, api = checkoutApi }: SubscriptionCheckoutProps) {
  const [answer, setAnswer] = useState<SubscriptionAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);

  useEffect(() => {
    void api.getSubscription(cartToken).then((result) => {
      if (result.ok) setAnswer(result.value);
      else setFailure(result.failure.serverMessage ?? MESSAGES.cart.tryAgain);
    });
  }, [api, cartToken]);

  if (failure) return <div className="plinth-checkout"><p className="plinth-checkout__error" role="alert">{failure}</p></div>;
  if (!answer) return <div className="plinth-checkout"><p className="plinth-checkout__loading" role="status">{CHECKOUT_TEXT.loading}</p></div>;
  const { cart, checkout } = answer;
  const priceText = subscriptionText(answer);

  return (
    <div className="plinth-checkout">
      <div className="plinth-checkout__main">
        <p className="plinth-subscription__price">{priceText}</p>
        <fieldset className="plinth-checkout__section">
          <legend className="plinth-checkout__legend">{CHECKOUT_TEXT.contact}</legend>
          <TextField id="plinth-subscription-email" label={CHECKOUT_TEXT.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        </fieldset>
        {cart.requiresShipping && <AddressFields id="plinth-subscription-address" value={address} onChange={setAddress} />}
        <PaymentForm
          id="plinth-subscription-card"
          testMode={checkout.testMode}
          payment={checkout.payment}
          amountCents={cart.grandTotalCents}
          currency={cart.currency}
          api={api}
          amountText={formatMoney(cart.grandTotalCents, cart.currency)}
          check={() => {
            if (!email.trim()) return CHECKOUT_TEXT.missingEmail;
            if (cart.requiresShipping && !isAddressComplete(address)) return CHECKOUT_TEXT.missingAddress;
            return null;
          }}
          pay={(means, idempotencyKey) => api.paySubscription(cartToken, { idempotencyKey, ...means, email: email.trim(), shippingAddress: address })}
        />
      </div>
      <aside className="plinth-checkout__aside" aria-label="Your subscription">
        <CheckoutSummary entries={cart.entries} currency={cart.currency} />
        <p className="plinth-subscription__summary">{priceText}</p>
        <CheckoutTotals
          currency={cart.currency}
          subtotalCents={cart.subtotalCents}
          discountCents={cart.discountCents}
          shippingCostCents={cart.shippingCostCents}
          taxCents={cart.taxCents}
          taxLines={cart.applicableTaxRules}
          grandTotalCents={cart.grandTotalCents}
        />
      </aside>
    </div>
  );
}
