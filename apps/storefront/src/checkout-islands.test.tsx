import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CardFields, TEST_MODE_NOTE, cardFieldErrors } from './card-fields.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import { DenominationPicker, denominationsOf } from './denomination-picker.tsx';
import { GiftCardCheckout } from './gift-card-checkout.tsx';
import { tshirt } from './test-fixtures.ts';

describe('checkout islands (server render)', () => {
  it('CheckoutPage renders its loading state on the server (the state is loaded in the browser)', () => {
    expect(renderToString(<CheckoutPage />)).toContain('Loading checkout…');
  });

  it('the card form names the test cards in test mode, with labelled inputs', () => {
    expect(TEST_MODE_NOTE).toContain('4242 4242 4242 4242');
    expect(TEST_MODE_NOTE).toContain('4000 0000 0000 0002');
    expect(TEST_MODE_NOTE).toContain('4000 0027 6000 3184 (asks for 3-D Secure)');
    const html = renderToString(<CardFields id="c" value={{ number: '', expiry: '', cvc: '' }} onChange={() => {}} errors={{ number: 'Your card number is incorrect.' }} testMode />);
    expect(html).toContain('<label class="plinth-field__label" for="c-number">Card number</label>');
    expect(html).toContain('for="c-expiry">Expiry (MM/YY)</label>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Your card number is incorrect.');
    expect(renderToString(<CardFields id="c" value={{ number: '', expiry: '', cvc: '' }} onChange={() => {}} errors={{}} testMode={false} />)).not.toContain('Test mode');
  });

  it('checks the card form but leaves declines to the server', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(cardFieldErrors({ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, now)).toEqual({ number: 'Your card number is incorrect.' });
    expect(cardFieldErrors({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }, now)).toEqual({ expiry: 'Your card has expired.' });
    expect(cardFieldErrors({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }, now)).toEqual({});
  });

  it('CheckoutTotals formats every total with formatMoney, gift card and discount negative', () => {
    const html = renderToString(
      <CheckoutTotals currency="USD" subtotalCents={2500} discountCents={250} shippingCostCents={500} taxCents={244} giftCardCents={1000} grandTotalCents={1994} />,
    );
    for (const text of ['Subtotal', '$25.00', 'Discount', '-$2.50', 'Shipping', '$5.00', 'Tax', '$2.44', 'Gift card', '-$10.00', 'Grand total', '$19.94']) expect(html).toContain(text);
    expect(renderToString(<CheckoutTotals currency="USD" subtotalCents={100} discountCents={0} shippingCostCents={0} taxCents={0} grandTotalCents={100} />)).not.toContain('Discount');
  });

  it('the denomination picker lists the gift card amounts as radio buttons, none chosen', () => {
    const card = tshirt({ productType: 'GIFT_CARD', giftCardDenominations: [2500, 5000] });
    expect(denominationsOf(card)).toEqual([2500, 5000]);
    const html = renderToString(<DenominationPicker product={card} value={null} onChange={() => {}} />);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('$25.00');
    expect(html).not.toContain('checked');
  });

  it('the gift-card page preselects the denomination of the query', () => {
    const html = renderToString(
      <GiftCardCheckout itemId="g" title="Gift" currency="USD" denominations={[{ sku: 'GIFT-25', priceCents: 2500 }, { sku: 'GIFT-50', priceCents: 5000 }]} sku="GIFT-50" testMode />,
    );
    expect(html).toMatch(/<input type="radio" name="plinth-gift-card-amount" (checked="" value="GIFT-50"|value="GIFT-50" checked="")/);
    expect(html).not.toMatch(/(checked="" value="GIFT-25"|value="GIFT-25" checked="")/);
    expect(html).toContain('Recipient email');
    expect(html).toContain('Pay $50.00');
  });
});
