/**
 * The cart JSON API client (storefront §7). Every call sends cookies
 * (`credentials: 'same-origin'`); state-changing calls carry `X-CSRF-Token`
 * with the `crumb` cookie. Nothing throws: failures come back as data for
 * `addEntryFailureMessage` and the cart wording.
 */
import type { addCartEntry } from '@plinth/api';
import type { ShoppingCart } from '@plinth/commerce';
import type { z } from 'zod';
import { createJsonCall, type ApiFailure } from './json-api.ts';

/** Base path of the cart API. */
export const CART_API = '/api/commerce/shopping-cart';

/** Why a call failed: status 0 means no answer (network down). */
export type CartApiFailure = ApiFailure;

/** Outcome of a call. */
export type CartApiResult<T> = { ok: true; value: T } | { ok: false; failure: CartApiFailure };

/**
 * Answer of the add-entry call (the contract's `addCartEntry.response`), with the cart typed as
 * @plinth/commerce's ShoppingCart (the contract leaves its currency a plain string).
 */
export type AddEntryAnswer = Omit<z.infer<typeof addCartEntry.response>, 'shoppingCart'> & { shoppingCart: ShoppingCart };

/**
 * What to add (the contract's `addCartEntry.body`): the item (product id), the variant's sku, a
 * quantity, and the additional-fields form answers as a JSON string (storefront §7; null without a form).
 */
export type AddEntryRequest = z.input<typeof addCartEntry.body>;

/** Answer of the entry-form update. */
export interface UpdateFieldsAnswer {
  shoppingCart: ShoppingCart;
  updatedEntry: unknown;
}

/** The cart calls the islands make. */
export interface CartApi {
  /** GET the cart with its subtotal. */
  getCart(): Promise<CartApiResult<ShoppingCart>>;
  addEntry(request: AddEntryRequest): Promise<CartApiResult<AddEntryAnswer>>;
  updateQuantity(entryId: string, quantity: number): Promise<CartApiResult<ShoppingCart>>;
  removeEntry(entryId: string): Promise<CartApiResult<ShoppingCart>>;
  /** `PUT …/entries/{entryId}/additionalFields` with the entry's item, sku and new answers. */
  updateAdditionalFields(entryId: string, body: { itemId: string; sku: string; additionalFields: string }): Promise<CartApiResult<UpdateFieldsAnswer>>;
}

/** Dependencies of {@link createCartApi}; the defaults are the browser's. */
export interface CartApiOptions {
  fetch?: typeof globalThis.fetch;
  /** Returns `document.cookie`. */
  cookies?: () => string;
}

/**
 * Creates the cart API client.
 * @example const api = createCartApi(); const result = await api.getCart();
 */
export function createCartApi(options: CartApiOptions = {}): CartApi {
  const json = createJsonCall(options);
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, pick: (json: unknown) => T): Promise<CartApiResult<T>> => {
    const result = await json<unknown>(method, path, body);
    return result.ok ? { ok: true, value: pick(result.value) } : result;
  };

  const cartOf = (json: unknown) => (json as { shoppingCart: ShoppingCart }).shoppingCart;
  const entryPath = (entryId: string) => `${CART_API}/entries/${encodeURIComponent(entryId)}`;

  return {
    getCart: () => call('GET', `${CART_API}?calculateSubtotal=true`, undefined, (json) => json as ShoppingCart),
    addEntry: ({ itemId, sku, quantity, additionalFields = null }) =>
      call('POST', `${CART_API}/entries`, { itemId, sku, quantity, additionalFields }, (json) => json as AddEntryAnswer),
    updateQuantity: (entryId, quantity) => call('PUT', entryPath(entryId), { quantity }, cartOf),
    removeEntry: (entryId) => call('DELETE', entryPath(entryId), undefined, cartOf),
    updateAdditionalFields: (entryId, body) => call('PUT', `${entryPath(entryId)}/additionalFields`, body, (json) => json as UpdateFieldsAnswer),
  };
}

/** The page's client, on the browser's fetch and cookies (read lazily, so importing it on the server is harmless). */
export const cartApi: CartApi = createCartApi();
