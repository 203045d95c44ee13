/**
 * The add-to-cart button's state machine (storefront §4), free of React so it
 * can be tested with fake timers: idle → adding → (1 s) added → (2 s) idle;
 * on error idle after 1 s together with an alert; express checkout goes to
 * /checkout on success. Subscriptions go to the subscription page with the
 * returned cart token, gift cards to the gift-card page with the chosen
 * denomination, and products with a form check stock and open the form first.
 */
import {
  MESSAGES,
  ADDED_DELAY_MS,
  ADDED_DURATION_MS,
  ERROR_RESET_MS,
  addEntryFailureMessage,
  addEntryFailureTitle,
  type AddToCartResult,
  type ShoppingCart,
} from '@plinth/commerce';
import type { AddEntryAnswer, AddEntryRequest, CartApiResult } from './cart-api.ts';
import type { ApiResult } from './api/json-call.ts';

/** What the button shows. */
export type ButtonPhase = 'idle' | 'adding' | 'added';

/** The alert dialog's content. */
export interface AddToCartAlert {
  title: string;
  message: string;
}

/** Path the browser goes to after an express-checkout add. */
export const CHECKOUT_PATH = '/checkout';

/** The subscription page of a cart token. */
export function subscriptionPath(cartToken: string): string {
  return `/commerce/subscription/${encodeURIComponent(cartToken)}`;
}

/** The gift-card page of a product and denomination. */
export function giftCardPath(itemId: string, sku: string): string {
  return `/commerce/gift-card/${encodeURIComponent(itemId)}?sku=${encodeURIComponent(sku)}`;
}

/** What a press leads to. */
export type PurchaseKind = 'cart' | 'subscription' | 'giftCard';

/** The additional-fields form of a product (storefront §4, §5). */
export interface FlowForm {
  /** The inventory check; null when the call failed. */
  checkStock(variantId: string): Promise<boolean | null>;
  /**
   * Opens the lightbox; `submit` saves the answers and resolves an error text
   * or null. Resolves true when submitted, false when closed, null when the
   * form could not be opened.
   */
  open(submit: (additionalFields: string) => Promise<string | null>): Promise<boolean | null>;
}

/** What the flow needs from its surroundings. */
export interface AddToCartFlowOptions {
  itemId: string;
  expressCheckout: boolean;
  /** Default 'cart'. */
  kind?: PurchaseKind;
  /** The contract's `createSubscriptionCart` (subscriptions). */
  createSubscription?(request: { itemId: string; sku: string; qty: number; additionalFields: string | null }): Promise<ApiResult<{ cartToken: string }>>;
  /** Present when the product has an additional-fields form. */
  form?: FlowForm | null;
  /** Runs the client validation with the current selection and quantity. */
  validate(): AddToCartResult;
  addEntry(request: AddEntryRequest): Promise<CartApiResult<AddEntryAnswer>>;
  onPhase(phase: ButtonPhase): void;
  onAlert(alert: AddToCartAlert): void;
  /** Receives the cart after a successful add (the store). */
  onCart(cart: ShoppingCart): void;
  navigate(path: string): void;
  /** `navigator.cookieEnabled`. */
  cookiesEnabled(): boolean;
}

/** A running flow. */
export interface AddToCartFlow {
  /** The button was pressed; ignored unless idle. Resolves when the request settled. */
  press(): Promise<void>;
  /** Cancels pending timers (unmount). */
  dispose(): void;
}

/**
 * Creates the flow for one button.
 * @example const flow = createAddToCartFlow({ ...deps }); button.onclick = () => flow.press();
 */
export function createAddToCartFlow(options: AddToCartFlowOptions): AddToCartFlow {
  let phase: ButtonPhase = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function setPhase(next: ButtonPhase): void {
    phase = next;
    if (!disposed) options.onPhase(next);
  }

  function later(ms: number, run: () => void): void {
    timer = setTimeout(() => {
      timer = undefined;
      if (!disposed) run();
    }, ms);
  }

  const kind = options.kind ?? 'cart';
  const title = () => addEntryFailureTitle({ giftCard: kind === 'giftCard', expressCheckout: options.expressCheckout });

  function fail(message: string): void {
    later(ERROR_RESET_MS, () => {
      setPhase('idle');
      options.onAlert({ title: title(), message });
    });
  }

  function failureText(failure: { status: number; crumbFailure?: boolean; serverMessage: string | null }): string {
    const { status, crumbFailure = false, serverMessage } = failure;
    return addEntryFailureMessage({ status, crumbFailure, serverMessage, cookiesEnabled: options.cookiesEnabled() });
  }

  /** Adds (or subscribes); resolves an error text, or null when done. */
  async function complete(sku: string, quantity: number, additionalFields: string | null): Promise<string | null> {
    if (kind === 'subscription' && options.createSubscription) {
      const result = await options.createSubscription({ itemId: options.itemId, sku, qty: quantity, additionalFields });
      if (!result.ok) return failureText(result.failure);
      options.navigate(subscriptionPath(result.value.cartToken));
      return null;
    }
    const result = await options.addEntry({ itemId: options.itemId, sku, quantity, additionalFields });
    if (!result.ok) return failureText(result.failure);
    options.onCart(result.value.shoppingCart);
    return null;
  }

  function succeed(): void {
    if (kind === 'subscription') return;
    if (options.expressCheckout) return options.navigate(CHECKOUT_PATH);
    later(ADDED_DELAY_MS, () => {
      setPhase('added');
      later(ADDED_DURATION_MS, () => setPhase('idle'));
    });
  }

  return {
    async press() {
      if (phase !== 'idle' || disposed) return;
      setPhase('adding');
      const checked = options.validate();
      if (!checked.ok) return fail(checked.message);
      const { variant, quantity } = checked;
      if (kind === 'giftCard') return options.navigate(giftCardPath(options.itemId, variant.sku));
      if (options.form) {
        const inStock = await options.form.checkStock(variant.id);
        if (disposed) return;
        if (inStock === null) return fail(MESSAGES.cart.unableToOpenForm);
        if (!inStock) return fail(MESSAGES.addToCart.notEnoughStock);
        setPhase('idle');
        const submitted = await options.form.open((fields) => complete(variant.sku, quantity, fields));
        if (disposed) return;
        if (submitted === null) {
          setPhase('adding');
          return fail(MESSAGES.cart.unableToOpenForm);
        }
        if (!submitted) return;
        setPhase('adding');
        return succeed();
      }
      const failure = await complete(variant.sku, quantity, null);
      if (disposed) return;
      if (failure !== null) return fail(failure);
      succeed();
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
