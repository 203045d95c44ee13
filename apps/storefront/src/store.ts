/**
 * The one small client store the islands share (design.md "The page context
 * and the islands"): the cart, and per product the selected options and the
 * quantity text. VariantSelect, VariantImage, QuantityInput and
 * AddToCartButton of one product talk through it, not through the DOM.
 * State is immutable: every change makes a new object, so selectors can
 * return parts of it to `useSyncExternalStore` without copying.
 */
import type { ShoppingCart } from '@plinth/commerce';

/** What a visitor has chosen on one product. */
export interface ProductSelection {
  /** Option name → chosen value ('' or absent: not chosen). */
  readonly selected: Readonly<Record<string, string>>;
  /** Raw text of the quantity input (validated on add, not on typing). */
  readonly quantityText: string;
}

/** The whole store state. */
export interface StoreState {
  /** The visitor's cart; null until loaded (or when there is none). */
  readonly cart: ShoppingCart | null;
  /** Selections by product id. */
  readonly products: Readonly<Record<string, ProductSelection>>;
}

/** A store holding {@link StoreState}. */
export interface Store {
  getState(): StoreState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  setCart(cart: ShoppingCart | null): void;
  /** Chooses `value` for option `name` of product `productId` ('' clears it). */
  selectOption(productId: string, name: string, value: string): void;
  setQuantityText(productId: string, text: string): void;
}

/** Selection of a product nobody has touched: nothing chosen, quantity '1'. */
export const EMPTY_SELECTION: ProductSelection = Object.freeze({ selected: Object.freeze({}), quantityText: '1' });

/** The state before anything happened; also the server snapshot. */
export const INITIAL_STATE: StoreState = Object.freeze({ cart: null, products: Object.freeze({}) });

/** The selection of `productId` (the shared {@link EMPTY_SELECTION} when untouched). */
export function selectionOf(state: StoreState, productId: string): ProductSelection {
  return Object.hasOwn(state.products, productId) ? state.products[productId] : EMPTY_SELECTION;
}

/** Units in the cart (0 without a cart). */
export function cartCount(state: StoreState): number {
  return state.cart?.totalQuantity ?? 0;
}

/**
 * Creates a store. Tests make their own; the islands share {@link store}.
 * @param initial starting state, default {@link INITIAL_STATE}
 */
export function createStore(initial: StoreState = INITIAL_STATE): Store {
  let state = initial;
  const listeners = new Set<() => void>();

  function set(next: StoreState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function updateProduct(productId: string, change: (current: ProductSelection) => ProductSelection): void {
    const current = selectionOf(state, productId);
    const next = change(current);
    if (next === current) return;
    set({ ...state, products: { ...state.products, [productId]: next } });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setCart(cart) {
      if (cart !== state.cart) set({ ...state, cart });
    },
    selectOption(productId, name, value) {
      updateProduct(productId, (current) =>
        (Object.hasOwn(current.selected, name) ? current.selected[name] : '') === value
          ? current
          : { ...current, selected: { ...current.selected, [name]: value } },
      );
    },
    setQuantityText(productId, text) {
      updateProduct(productId, (current) => (current.quantityText === text ? current : { ...current, quantityText: text }));
    },
  };
}

/** The store every island of the page shares. Only the browser changes it. */
export const store: Store = createStore();
