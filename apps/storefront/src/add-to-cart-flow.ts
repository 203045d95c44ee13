/**
 * The add-to-cart button's state machine (storefront §4), free of React so it
 * can be tested with fake timers: idle → adding → (1 s) added → (2 s) idle;
 * on error idle after 1 s together with an alert; express checkout goes to
 * /checkout on success.
 */
import {
  ADDED_DELAY_MS,
  ADDED_DURATION_MS,
  ERROR_RESET_MS,
  addEntryFailureMessage,
  addEntryFailureTitle,
  type AddToCartResult,
  type ShoppingCart,
} from '@plinth/commerce';
import type { AddEntryAnswer, AddEntryRequest, CartApiResult } from './cart-api.ts';

/** What the button shows. */
export type ButtonPhase = 'idle' | 'adding' | 'added';

/** The alert dialog's content. */
export interface AddToCartAlert {
  title: string;
  message: string;
}

/** Path the browser goes to after an express-checkout add. */
export const CHECKOUT_PATH = '/checkout';

/** What the flow needs from its surroundings. */
export interface AddToCartFlowOptions {
  itemId: string;
  expressCheckout: boolean;
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

  function fail(message: string): void {
    later(ERROR_RESET_MS, () => {
      setPhase('idle');
      options.onAlert({ title: addEntryFailureTitle({ expressCheckout: options.expressCheckout }), message });
    });
  }

  return {
    async press() {
      if (phase !== 'idle' || disposed) return;
      setPhase('adding');
      const checked = options.validate();
      if (!checked.ok) return fail(checked.message);
      const result = await options.addEntry({
        itemId: options.itemId,
        sku: checked.variant.sku,
        quantity: checked.quantity,
      });
      if (disposed) return;
      if (!result.ok) {
        const { status, crumbFailure, serverMessage } = result.failure;
        return fail(addEntryFailureMessage({ status, crumbFailure, serverMessage, cookiesEnabled: options.cookiesEnabled() }));
      }
      options.onCart(result.value.shoppingCart);
      if (options.expressCheckout) return options.navigate(CHECKOUT_PATH);
      later(ADDED_DELAY_MS, () => {
        setPhase('added');
        later(ADDED_DURATION_MS, () => setPhase('idle'));
      });
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
