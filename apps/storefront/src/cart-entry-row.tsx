/**
 * One line of the cart page: image, title, variant attributes, quantity
 * (change → PUT after a short pause), line subtotal and a remove button
 * (→ DELETE). Failures are reported to the page, which shows the alert.
 */
import { useEffect, useRef, useState } from 'react';
import {
  MESSAGES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  formatMoney,
  type CartEntry,
  type CurrencyCode,
  type ShoppingCart,
} from '@plinth/commerce';
import { trackCommerceEvent } from './analytics/commerce-events.ts';
import type { CartApi } from './cart-api.ts';
import type { LightboxForm } from './form-lightbox.tsx';
import { domId } from './dom-id.ts';
import { LABELS } from './labels.ts';

/** Typing pause before a changed quantity is sent. */
export const QUANTITY_COMMIT_DELAY_MS = 400;

/** Props of {@link CartEntryRow}. */
export interface CartEntryRowProps {
  entry: CartEntry;
  currency: CurrencyCode;
  api: CartApi;
  onCart(cart: ShoppingCart): void;
  onFailure(message: string): void;
  /** The product's additional-fields form; with answers on the entry, an 'Edit' button reopens it. */
  form?: LightboxForm | null;
}

/** Reopens the entry's form in the lightbox and saves the new answers (PUT …/additionalFields). */
export async function editEntryForm(entry: CartEntry, form: LightboxForm, api: CartApi, onCart: (cart: ShoppingCart) => void, onFailure: (message: string) => void): Promise<void> {
  try {
    const { openFormLightbox, parseAnswers } = await import('./form-lightbox.tsx');
    await openFormLightbox({
      form,
      initial: parseAnswers(entry.additionalFields),
      submitText: LABELS.saveForm,
      async submit(additionalFields) {
        const result = await api.updateAdditionalFields(entry.id, { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields });
        if (!result.ok) return MESSAGES.cart.unableToUpdateForm;
        onCart(result.value.shoppingCart);
        return null;
      },
    });
  } catch {
    onFailure(MESSAGES.cart.unableToOpenForm);
  }
}

/** A whole quantity within 1-9999, else null (nothing is sent for it). */
export function committableQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text);
  return quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX ? quantity : null;
}

/** Renders one cart entry as a list item. */
export function CartEntryRow({ entry, currency, api, onCart, onFailure, form = null }: CartEntryRowProps) {
  const [text, setText] = useState(String(entry.quantity));
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = domId('plinth', 'cart', entry.id, 'quantity');

  // The server's quantity wins whenever the cart changes.
  useEffect(() => setText(String(entry.quantity)), [entry.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function commit(quantity: number) {
    const result = await api.updateQuantity(entry.id, quantity);
    if (result.ok) return onCart(result.value);
    setText(String(entry.quantity));
    onFailure(MESSAGES.cart.unableToUpdateQuantity);
  }

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    const quantity = committableQuantity(next);
    if (quantity !== null && quantity !== entry.quantity) {
      timer.current = setTimeout(() => void commit(quantity), QUANTITY_COMMIT_DELAY_MS);
    }
  }

  function blur() {
    if (committableQuantity(text) === null) setText(String(entry.quantity));
  }

  async function remove() {
    clearTimeout(timer.current);
    setBusy(true);
    const result = await api.removeEntry(entry.id);
    setBusy(false);
    if (!result.ok) return onFailure(MESSAGES.cart.unableToRemoveItem);
    void trackCommerceEvent('remove_from_cart', { product_id: entry.itemId, sku: entry.chosenVariant.sku, quantity: entry.quantity, currency });
    onCart(result.value);
  }

  const attributes = Object.entries(entry.chosenVariant.attributes);
  return (
    <li className="plinth-cart-entry" data-entry-id={entry.id}>
      {entry.imageUrl && (
        <img className="plinth-cart-entry__image" src={entry.imageUrl} alt="" width={100} height={100} loading="lazy" />
      )}
      <div className="plinth-cart-entry__details">
        <p className="plinth-cart-entry__title">{entry.title}</p>
        {attributes.length > 0 && (
          <dl className="plinth-cart-entry__attributes">
            {attributes.map(([name, value]) => (
              <div key={name} className="plinth-cart-entry__attribute">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {form && entry.additionalFields && (
          <button type="button" className="plinth-cart-entry__edit plinth-link-button" onClick={() => void editEntryForm(entry, form, api, onCart, onFailure)}>
            {LABELS.editForm}
            <span className="visually-hidden"> {form.name}</span>
          </button>
        )}
      </div>
      <div className="plinth-cart-entry__quantity">
        <label className="plinth-cart-entry__quantity-label" htmlFor={id}>
          {MESSAGES.widgetLabel.quantity}
        </label>
        <input
          id={id}
          className="plinth-cart-entry__quantity-input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={QUANTITY_STEP}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={blur}
        />
      </div>
      <p className="plinth-cart-entry__subtotal">{formatMoney(entry.subTotalCents, currency)}</p>
      <button type="button" className="plinth-cart-entry__remove" disabled={busy} onClick={() => void remove()}>
        {LABELS.removeEntry}
      </button>
    </li>
  );
}
