/**
 * The AddToCartButton island: 'Add to Cart' (or the product's own text, or
 * 'Subscribe' for a subscribable product), 'Adding…', 'Added!', and an alert
 * dialog on failure (storefront §4, §8). A gift card shows its denomination
 * picker above the button; a product with an additional-fields form opens it
 * in a lightbox (a lazy chunk) after a stock check. The timing lives in
 * add-to-cart-flow.ts; this file wires it to React, the store and the APIs.
 */
import { useEffect, useRef, useState } from 'react';
import { MESSAGES, findVariant, validateAddToCart, type Product, type ShoppingCart } from '@plinth/commerce';
import { createAddToCartFlow, type AddToCartAlert, type AddToCartFlow, type ButtonPhase, type FlowForm, type PurchaseKind } from './add-to-cart-flow.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { trackCommerceEvent } from './analytics/commerce-events.ts';
import { cartApi } from './cart-api.ts';
import { DenominationPicker } from './denomination-picker.tsx';
import { domId } from './dom-id.ts';
import type { LightboxForm } from './form-lightbox.tsx';
import { selectionOf, store } from './store.ts';

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  product: Product;
  /** The site sends visitors straight to checkout ('Unable to Purchase Item' on failure). */
  expressCheckout: boolean;
  /** The product's additional-fields form (from the page context), when it has one. */
  additionalFieldsForm?: LightboxForm | null;
  /** `localizedStrings.productSubscribeText` (default 'Subscribe'). */
  subscribeText?: string;
  /** The commerce event of a successful add: 'click_and_add' from a quick view. @default 'add_to_cart' */
  addEventName?: 'add_to_cart' | 'click_and_add';
}

/** Units of `variantId` of `itemId` already in the cart. */
export function quantityInCart(cart: ShoppingCart | null, itemId: string, variantId: string): number {
  let total = 0;
  for (const entry of cart?.entries ?? []) {
    if (entry.itemId === itemId && entry.chosenVariant.id === variantId) total += entry.quantity;
  }
  return total;
}

/** What pressing the button of `product` leads to. */
export function purchaseKind(product: Pick<Product, 'productType' | 'isSubscribable'>): PurchaseKind {
  if (product.productType === 'GIFT_CARD') return 'giftCard';
  return product.isSubscribable ? 'subscription' : 'cart';
}

/** The button text for a phase. */
export function buttonText(
  phase: ButtonPhase,
  product: Pick<Product, 'customAddButtonText'> & Partial<Pick<Product, 'isSubscribable'>>,
  subscribeText: string = MESSAGES.widgetLabel.subscribe,
): string {
  if (phase === 'adding') return MESSAGES.button.adding;
  if (phase === 'added') return MESSAGES.button.added;
  if (product.customAddButtonText) return product.customAddButtonText;
  return product.isSubscribable ? subscribeText : MESSAGES.button.addToCart;
}

/**
 * Validates the product's current selection against the store; stock must also
 * cover what the cart holds. A gift card's variant is the chosen denomination's.
 */
export function validateFromStore(product: Product, denominationCents: number | null) {
  const state = store.getState();
  const { selected, quantityText } = selectionOf(state, product.id);
  // A gift card's variants differ only by price: the chosen denomination names the variant.
  const chosen = product.productType === 'GIFT_CARD' ? product.variants.filter((v) => v.priceCents === denominationCents) : product.variants;
  const candidate = { ...product, variants: chosen.length > 0 ? chosen : product.variants };
  const variant = findVariant(candidate, selected);
  const inCart = variant ? quantityInCart(state.cart, product.id, variant.id) : 0;
  return validateAddToCart({ product: candidate, selected: { ...selected }, quantityText, quantityInCart: inCart, denominationCents });
}

/** The lightbox side of the flow for a product with a form. */
function lightboxForm(product: Product, form: LightboxForm): FlowForm {
  return {
    // Loaded with the first check, like the lightbox: only products with a form need it, and a product page's budget is tight.
    checkStock: (variantId) =>
      import('./inventory-api.ts').then(
        (inventory) => inventory.checkStockForForm(product.id, variantId, quantityInCart(store.getState().cart, product.id, variantId)),
        () => null,
      ),
    async open(submit) {
      try {
        const lightbox = await import('./form-lightbox.tsx');
        return await lightbox.openFormLightbox({ form, submit });
      } catch {
        return null;
      }
    },
  };
}

/** Renders the add-to-cart button (with a gift card's picker) and, after a failure, its alert. */
export function AddToCartButton({ product, expressCheckout, additionalFieldsForm = null, subscribeText, addEventName = 'add_to_cart' }: AddToCartButtonProps) {
  const [phase, setPhase] = useState<ButtonPhase>('idle');
  const [alert, setAlert] = useState<AddToCartAlert | null>(null);
  const [denomination, setDenomination] = useState<number | null>(null);
  const denominationRef = useRef<number | null>(null);
  const flow = useRef<AddToCartFlow | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const kind = purchaseKind(product);

  useEffect(() => {
    const created = createAddToCartFlow({
      itemId: product.id,
      expressCheckout,
      kind,
      validate: () => validateFromStore(product, denominationRef.current),
      addEntry: async (request) => {
        const result = await cartApi.addEntry(request);
        if (result.ok) void trackCommerceEvent(addEventName, { product_id: request.itemId, sku: request.sku, quantity: request.quantity, currency: product.currency });
        return result;
      },
      // The checkout's calls load with the first subscription (a failed load is a call with no answer, status 0).
      createSubscription: (request) =>
        import('./checkout-api.ts').then(
          (checkout) => checkout.checkoutApi.createSubscription(request),
          () => ({ ok: false as const, failure: { status: 0, crumbFailure: false, serverMessage: null } }),
        ),
      form: additionalFieldsForm && additionalFieldsForm.fields.length > 0 ? lightboxForm(product, additionalFieldsForm) : null,
      onPhase: setPhase,
      onAlert: setAlert,
      onCart: (cart) => store.setCart(cart),
      navigate: (path) => window.location.assign(path),
      cookiesEnabled: () => navigator.cookieEnabled,
    });
    flow.current = created;
    return () => created.dispose();
  }, [product, expressCheckout, kind, additionalFieldsForm, addEventName]);

  const closeAlert = () => {
    setAlert(null);
    button.current?.focus();
  };

  return (
    <div className="plinth-add-to-cart">
      {kind === 'giftCard' && (
        <DenominationPicker
          product={product}
          value={denomination}
          onChange={(cents) => {
            denominationRef.current = cents;
            setDenomination(cents);
          }}
        />
      )}
      <button
        type="button"
        ref={button}
        className={`plinth-add-to-cart__button plinth-add-to-cart__button--${phase}`}
        aria-busy={phase === 'adding'}
        aria-live="polite"
        onClick={() => void flow.current?.press()}
      >
        {buttonText(phase, product, subscribeText)}
      </button>
      {alert && <AlertDialog id={domId('plinth', product.id, 'alert')} title={alert.title} message={alert.message} onClose={closeAlert} />}
    </div>
  );
}
