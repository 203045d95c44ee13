/**
 * The AddToCartButton island: 'Add to Cart' (or the product's own text),
 * 'Adding…', 'Added!', and an alert dialog on failure (storefront §4, §8).
 * The timing lives in add-to-cart-flow.ts; this file wires it to React, the
 * shared store and the cart API.
 */
import { useEffect, useRef, useState } from 'react';
import { MESSAGES, findVariant, validateAddToCart, type Product, type ShoppingCart } from '@plinth/commerce';
import { createAddToCartFlow, type AddToCartAlert, type AddToCartFlow, type ButtonPhase } from './add-to-cart-flow.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { cartApi } from './cart-api.ts';
import { domId } from './dom-id.ts';
import { selectionOf, store } from './store.ts';

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  product: Product;
  /** The site sends visitors straight to checkout ('Unable to Purchase Item' on failure). */
  expressCheckout: boolean;
}

/** Units of `variantId` of `itemId` already in the cart. */
export function quantityInCart(cart: ShoppingCart | null, itemId: string, variantId: string): number {
  let total = 0;
  for (const entry of cart?.entries ?? []) {
    if (entry.itemId === itemId && entry.chosenVariant.id === variantId) total += entry.quantity;
  }
  return total;
}

/** The button text for a phase. */
export function buttonText(phase: ButtonPhase, product: Pick<Product, 'customAddButtonText'>): string {
  if (phase === 'adding') return MESSAGES.button.adding;
  if (phase === 'added') return MESSAGES.button.added;
  return product.customAddButtonText || MESSAGES.button.addToCart;
}

/** Validates the product's current selection against the store; stock must also cover what the cart holds. */
function validateFromStore(product: Product) {
  const state = store.getState();
  const { selected, quantityText } = selectionOf(state, product.id);
  const variant = findVariant(product, selected);
  const inCart = variant ? quantityInCart(state.cart, product.id, variant.id) : 0;
  return validateAddToCart({ product, selected: { ...selected }, quantityText, quantityInCart: inCart });
}

/** Renders the add-to-cart button and, after a failure, its alert. */
export function AddToCartButton({ product, expressCheckout }: AddToCartButtonProps) {
  const [phase, setPhase] = useState<ButtonPhase>('idle');
  const [alert, setAlert] = useState<AddToCartAlert | null>(null);
  const flow = useRef<AddToCartFlow | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const created = createAddToCartFlow({
      itemId: product.id,
      expressCheckout,
      validate: () => validateFromStore(product),
      addEntry: (request) => cartApi.addEntry(request),
      onPhase: setPhase,
      onAlert: setAlert,
      onCart: (cart) => store.setCart(cart),
      navigate: (path) => window.location.assign(path),
      cookiesEnabled: () => navigator.cookieEnabled,
    });
    flow.current = created;
    return () => created.dispose();
  }, [product, expressCheckout]);

  const closeAlert = () => {
    setAlert(null);
    button.current?.focus();
  };

  return (
    <div className="plinth-add-to-cart">
      <button
        type="button"
        ref={button}
        className={`plinth-add-to-cart__button plinth-add-to-cart__button--${phase}`}
        aria-busy={phase === 'adding'}
        aria-live="polite"
        onClick={() => void flow.current?.press()}
      >
        {buttonText(phase, product)}
      </button>
      {alert && <AlertDialog id={domId('plinth', product.id, 'alert')} title={alert.title} message={alert.message} onClose={closeAlert} />}
    </div>
  );
}
