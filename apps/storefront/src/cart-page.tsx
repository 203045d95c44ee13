/**
 * The CartPage island, the full-page cart at /cart. Its root element
 * `#sqs-cart-root` is how a full-page cart is recognised (storefront §2).
 */
import { useEffect, useState } from 'react';
import { MESSAGES, formatMoney, type InstallmentContext, type InstallmentPlacement, type ShoppingCart } from '@plinth/commerce';
import { trackCommerceEvent } from './analytics/commerce-events.ts';
import { cartApi } from './cart-api.ts';
import { CartEntryRow } from './cart-entry-row.tsx';
import type { LightboxForm } from './form-lightbox.tsx';
import { InstallmentBadge } from './installment-badge.tsx';
import { LABELS } from './labels.ts';
import { store } from './store.ts';
import { useStore } from './use-store.ts';

/** Id of the cart page's root element. */
export const CART_ROOT_ID = 'sqs-cart-root';

/** Props of {@link CartPage}. */
export interface CartPageProps {
  /** The cart as the server read it; null when the visitor has none. */
  cart: ShoppingCart | null;
  /** Additional-fields forms by product id, for the entries' 'Edit'. */
  forms?: Record<string, LightboxForm>;
  /** The instalment context (site settings); no badge without it. */
  installmentContext?: InstallmentContext | null;
  /** Where the badge points (`installmentPlacement` of the context, resolved by the server). */
  installmentPlacement?: InstallmentPlacement | null;
}

/** Where the cart's Checkout button leads. */
export const CHECKOUT_LINK = '/checkout';

/** Renders the cart: its lines and subtotal, or the empty text. */
export function CartPage({ cart: serverCart, forms = {}, installmentContext = null, installmentPlacement = null }: CartPageProps) {
  // The store's cart is newer once loaded or changed; the server's until then.
  const cart = useStore((state) => state.cart) ?? serverCart;
  const [failure, setFailure] = useState<string | null>(null);
  // One view_cart per cart page shown (the island mounts once).
  useEffect(() => {
    void trackCommerceEvent('view_cart');
  }, []);
  const onCart = (next: ShoppingCart) => {
    setFailure(null);
    store.setCart(next);
  };

  return (
    <div id={CART_ROOT_ID} className="plinth-cart">
      {failure && (
        <p className="plinth-cart__error" role="alert">
          {failure}
        </p>
      )}
      {!cart || cart.entries.length === 0 ? (
        <p className="plinth-cart__empty">{MESSAGES.cart.empty}</p>
      ) : (
        <>
          <ul className="plinth-cart__entries">
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                entry={entry}
                currency={cart.currency}
                api={cartApi}
                onCart={onCart}
                onFailure={setFailure}
                form={Object.hasOwn(forms, entry.itemId) ? forms[entry.itemId] : null}
              />
            ))}
          </ul>
          <p className="plinth-cart__subtotal">
            <span className="plinth-cart__subtotal-label">{LABELS.subtotal}</span>
            <span className="plinth-cart__subtotal-value">{formatMoney(cart.subtotalCents, cart.currency)}</span>
          </p>
          {installmentContext && <InstallmentBadge priceCents={cart.subtotalCents} currency={cart.currency} context={installmentContext} placement={installmentPlacement} />}
          <a className="plinth-cart__checkout" href={CHECKOUT_LINK}>
            {LABELS.checkout}
          </a>
        </>
      )}
    </div>
  );
}
