/**
 * The CheckoutPage island (/checkout, page type 201): contact e-mail,
 * shipping address, shipping options, coupons, gift card, totals, the
 * minimum-subtotal message, and payment. The checkout state lives on the
 * server (docs/checkout-api.md); every change is a PUT that answers the new
 * state. Loaded as a lazy chunk: product pages never download it.
 */
import { useEffect, useState } from 'react';
import { MESSAGES, formatMoney, minimumSubtotalMessage } from '@plinth/commerce';
import { CheckoutSignInLink } from './account/checkout-account-links.tsx';
import { accountPrefill } from './account/checkout-prefill.ts';
import { AddressFields, EMPTY_ADDRESS, isAddressComplete } from './address-fields.tsx';
import { trackCommerceEvent } from './analytics/commerce-events.ts';
import { checkoutApi, type CheckoutApi } from './checkout-api.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import type { CheckoutAnswer, CheckoutUpdate, ShippingAddress } from './checkout-types.ts';
import { CodeField } from './coupon-field.tsx';
import { CouponList } from './coupon-list.tsx';
import { PaymentForm } from './payment-form.tsx';
import { CHECKOUT_TEXT } from './checkout-text.ts';
import { TextField } from './text-field.tsx';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** Tests pass a fake; the page uses the browser's. */
  api?: CheckoutApi;
}


/** Renders the checkout. */
export function CheckoutPage({ api = checkoutApi }: CheckoutPageProps) {
  const [answer, setAnswer] = useState<CheckoutAnswer | null>(null);
  const [emptyText, setEmptyText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);

  useEffect(() => {
    void api.get().then((result) => {
      if (!result.ok) return setEmptyText(result.failure.serverMessage ?? MESSAGES.cart.empty);
      void trackCommerceEvent('checkout', { cart_id: result.value.cart.id, currency: result.value.cart.currency });
      setAnswer(result.value);
      setEmail(result.value.checkout.email ?? '');
      if (result.value.checkout.shippingAddress) setAddress({ ...EMPTY_ADDRESS, ...result.value.checkout.shippingAddress });
      // A signed-in customer's e-mail and default address fill the blanks.
      void accountPrefill(result.value.checkout, result.value.cart.requiresShipping).then(async (change) => {
        if (!change || !(await update(change))) return;
        if (change.email) setEmail((typed) => typed || change.email || '');
        if (change.shippingAddress) setAddress((typed) => (isAddressComplete(typed) ? typed : { ...EMPTY_ADDRESS, ...change.shippingAddress }));
      });
    });
  }, [api]);

  async function update(change: CheckoutUpdate): Promise<boolean> {
    const result = await api.update(change);
    if (!result.ok) {
      setError(result.failure.serverMessage ?? MESSAGES.cart.tryAgain);
      return false;
    }
    setError(null);
    setAnswer(result.value);
    return true;
  }

  if (emptyText) return <div className="plinth-checkout"><p className="plinth-checkout__empty">{emptyText}</p></div>;
  if (!answer) return <div className="plinth-checkout"><p className="plinth-checkout__loading" role="status">{CHECKOUT_TEXT.loading}</p></div>;

  const { cart, checkout } = answer;
  const couponCodes = cart.validCoupons.map((coupon) => coupon.code);
  const minimumText =
    checkout.minimumSubtotalMessage ??
    (cart.subtotalCents < checkout.minimumSubtotalCents ? minimumSubtotalMessage(checkout.minimumSubtotalCents, cart.currency) : null);

  return (
    <div className="plinth-checkout">
      <div className="plinth-checkout__main">
        <CheckoutSignInLink />
        {error && <p className="plinth-checkout__error" role="alert">{error}</p>}
        <fieldset className="plinth-checkout__section" onBlur={() => { if (email.trim() && email.trim() !== checkout.email) void update({ email: email.trim() }); }}>
          <legend className="plinth-checkout__legend">{CHECKOUT_TEXT.contact}</legend>
          <TextField id="plinth-checkout-email" label={CHECKOUT_TEXT.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        </fieldset>
        {cart.requiresShipping && (
          <>
            <AddressFields id="plinth-checkout-address" value={address} onChange={setAddress} onCommit={() => { if (isAddressComplete(address)) void update({ shippingAddress: address }); }} />
            {cart.shippingOptions.length > 0 && (
              <fieldset className="plinth-checkout__section plinth-shipping">
                <legend className="plinth-checkout__legend">{CHECKOUT_TEXT.shipping}</legend>
                {cart.shippingOptions.map((option) => (
                  <label key={option.id} className="plinth-shipping__option">
                    <input type="radio" name="plinth-shipping" value={option.id} checked={cart.selectedShippingOption?.id === option.id} onChange={() => void update({ shippingOptionId: option.id })} />
                    <span>{option.name}</span>{option.pickupAddress ? <span className="plinth-shipping__pickup"> — {option.pickupAddress}</span> : null} <span className="plinth-shipping__cost">{formatMoney(option.costCents, cart.currency)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
        <PaymentForm
          id="plinth-checkout-card"
          testMode={checkout.testMode}
          payment={checkout.payment}
          amountCents={cart.grandTotalCents}
          currency={cart.currency}
          api={api}
          amountText={formatMoney(cart.grandTotalCents, cart.currency)}
          disabled={minimumText !== null}
          check={() => {
            if (!email.trim()) return CHECKOUT_TEXT.missingEmail;
            if (cart.requiresShipping && !isAddressComplete(address)) return CHECKOUT_TEXT.missingAddress;
            return null;
          }}
          pay={async (means, key) => {
            // The follow-up after an authentication pays for what was saved already.
            if ('intentId' in means) return api.pay(key, means);
            const saved = await api.update({ email: email.trim(), ...(cart.requiresShipping ? { shippingAddress: address } : {}) });
            if (!saved.ok) return saved;
            const paid = await api.pay(key, means);
            // Refused for what changed meanwhile (stock, a discount used up, a gift card's balance): show the checkout as it is now.
            if (!paid.ok && paid.failure.status === 409) {
              const fresh = await api.get();
              if (fresh.ok) setAnswer(fresh.value);
            }
            return paid;
          }}
        />
      </div>
      <aside className="plinth-checkout__aside" aria-label="Your order">
        <CheckoutSummary entries={cart.entries} currency={cart.currency} />
        <CodeField id="plinth-checkout-coupon" label={CHECKOUT_TEXT.coupon} onApply={(code) => update({ couponCodes: [...couponCodes, code] })} />
        <CouponList cart={cart} onRemove={(code) => void update({ couponCodes: couponCodes.filter((c) => c !== code) })} />
        <CodeField id="plinth-checkout-gift-card" label={CHECKOUT_TEXT.giftCard} onApply={(code) => update({ giftCardCode: code })} />
        {checkout.giftCard && (
          <p className="plinth-checkout__gift-card">
            Gift card {checkout.giftCard.code}: {formatMoney(checkout.giftCard.appliedCents, cart.currency)} applied, {formatMoney(checkout.giftCard.remainingBalanceCents, cart.currency)} left.{' '}
            <button type="button" className="plinth-link-button" onClick={() => void update({ giftCardCode: null })}>Remove</button>
          </p>
        )}
        <CheckoutTotals
          currency={cart.currency}
          subtotalCents={cart.subtotalCents}
          discountCents={cart.discountCents}
          shippingCostCents={cart.shippingCostCents}
          taxCents={cart.taxCents}
          taxLines={cart.applicableTaxRules}
          giftCardCents={checkout.giftCard?.appliedCents ?? 0}
          grandTotalCents={cart.grandTotalCents}
        />
        {minimumText && <p className="plinth-checkout__minimum" role="alert">{minimumText}</p>}
      </aside>
    </div>
  );
}
