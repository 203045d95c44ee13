/**
 * The GiftCardCheckout island (/commerce/gift-card/{itemId}?sku=…): the
 * amount (the denomination chosen on the product page, changeable), the
 * recipient's e-mail, the sender's name, a message, the buyer's e-mail, the
 * card and Pay (the contract's `purchaseGiftCard`). Lazy chunk.
 */
import { useState } from 'react';
import { MESSAGES, formatMoney, type CurrencyCode } from '@plinth/commerce';
import { checkoutApi, type CheckoutApi } from './checkout-api.ts';
import type { CheckoutPayment } from './checkout-types.ts';
import { CHECKOUT_TEXT } from './checkout-text.ts';
import { PaymentForm } from './payment-form.tsx';
import { TextField } from './text-field.tsx';

/** One denomination of the card. */
export interface GiftCardDenomination {
  sku: string;
  priceCents: number;
}

/** Props of {@link GiftCardCheckout}. */
export interface GiftCardCheckoutProps {
  itemId: string;
  /** The card's name (the page heading shows it). */
  title: string;
  currency: CurrencyCode;
  denominations: GiftCardDenomination[];
  /** The sku chosen on the product page (from `?sku=`); null when none or unknown. */
  sku: string | null;
  testMode: boolean;
  /** The site's provider (its browser side). @default the test provider */
  payment?: CheckoutPayment;
  api?: CheckoutApi;
}

/** Labels of the gift-card form. */
export const GIFT_CARD_TEXT = {
  amount: 'Amount',
  recipient: 'Recipient',
  recipientEmail: 'Recipient email',
  senderName: 'Your name (optional)',
  message: 'Message (optional)',
  buyerEmail: 'Your email (for the receipt)',
  missingRecipient: 'Enter the recipient’s email address.',
} as const;

/** Renders the purchase form. */
export function GiftCardCheckout({ itemId, currency, denominations, sku: initialSku, testMode, payment, api = checkoutApi }: GiftCardCheckoutProps) {
  const [sku, setSku] = useState(initialSku ?? '');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [senderName, setSenderName] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const chosen = denominations.find((d) => d.sku === sku) ?? null;

  return (
    <div className="plinth-checkout plinth-gift-card">
      <div className="plinth-checkout__main">
        <fieldset className="plinth-checkout__section plinth-denominations">
          <legend className="plinth-checkout__legend">{GIFT_CARD_TEXT.amount}</legend>
          {denominations.map((d) => (
            <label key={d.sku} className="plinth-denominations__option">
              <input type="radio" name="plinth-gift-card-amount" value={d.sku} checked={sku === d.sku} onChange={() => setSku(d.sku)} />
              <span className="plinth-denominations__text">{formatMoney(d.priceCents, currency)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="plinth-checkout__section">
          <legend className="plinth-checkout__legend">{GIFT_CARD_TEXT.recipient}</legend>
          <TextField id="plinth-gift-card-recipient" label={GIFT_CARD_TEXT.recipientEmail} type="email" required value={recipientEmail} onChange={setRecipientEmail} />
          <TextField id="plinth-gift-card-sender" label={GIFT_CARD_TEXT.senderName} value={senderName} onChange={setSenderName} autoComplete="name" />
          <TextField id="plinth-gift-card-message" label={GIFT_CARD_TEXT.message} value={message} onChange={setMessage} multiline />
          <TextField id="plinth-gift-card-email" label={GIFT_CARD_TEXT.buyerEmail} type="email" required value={email} onChange={setEmail} autoComplete="email" />
        </fieldset>
        <PaymentForm
          id="plinth-gift-card-card"
          testMode={testMode}
          payment={payment}
          amountCents={chosen?.priceCents ?? 0}
          currency={currency}
          api={api}
          amountText={chosen ? formatMoney(chosen.priceCents, currency) : undefined}
          check={() => {
            if (!chosen) return MESSAGES.addToCart.giftCardDenomination;
            if (!recipientEmail.trim()) return GIFT_CARD_TEXT.missingRecipient;
            if (!email.trim()) return CHECKOUT_TEXT.missingEmail;
            return null;
          }}
          pay={(means, idempotencyKey) =>
            api.buyGiftCard({
              itemId,
              sku,
              recipientEmail: recipientEmail.trim(),
              senderName: senderName.trim() || undefined,
              message: message.trim() || undefined,
              email: email.trim(),
              idempotencyKey,
              ...means,
            })
          }
        />
      </div>
    </div>
  );
}
