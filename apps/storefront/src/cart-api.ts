/**
 * The cart JSON API client (storefront §7). Every call sends cookies
 * (`credentials: 'same-origin'`); state-changing calls carry `X-CSRF-Token`
 * with the `crumb` cookie. Nothing throws: failures come back as data for
 * `addEntryFailureMessage` and the cart wording.
 */
import type { RowRequest, RouteAnswer, RouteRequest } from '@plinth/api/client';
import { requestTo } from '@plinth/api/client/prepare';
import { addCartEntry } from '@plinth/api/client/routes/addCartEntry';
import { getShoppingCart } from '@plinth/api/client/routes/getShoppingCart';
import { removeCartEntry } from '@plinth/api/client/routes/removeCartEntry';
import { updateCartEntry } from '@plinth/api/client/routes/updateCartEntry';
import { updateEntryAdditionalFields } from '@plinth/api/client/routes/updateEntryAdditionalFields';
import type { ShoppingCart } from '@plinth/commerce';
import { createJsonTransport, type ApiFailure } from './api/json-transport.ts';

/** Why a call failed: status 0 means no answer (network down). */
export type CartApiFailure = ApiFailure;

/** Outcome of a call. */
export type CartApiResult<T> = { ok: true; value: T } | { ok: false; failure: CartApiFailure };

/**
 * Answer of the add-entry call (the contract's `addCartEntry.response`), with the cart typed as
 * @plinth/commerce's ShoppingCart (the contract leaves its currency a plain string).
 */
export type AddEntryAnswer = Omit<RouteAnswer<'addCartEntry'>, 'shoppingCart'> & { shoppingCart: ShoppingCart };

/**
 * What to add (the contract's `addCartEntry.body`): the item (product id), the variant's sku, a
 * quantity, and the additional-fields form answers as a JSON string (storefront §7; null without a form).
 */
export type AddEntryRequest = RouteRequest<'addCartEntry'>['body'];

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
  const send = createJsonTransport(options);
  // The answer as it is, or the part `pick` takes of it.
  const call = async <T>(request: RowRequest, pick = (json: unknown) => json as T): Promise<CartApiResult<T>> => {
    const result = await send(request);
    return result.ok ? { ok: true, value: pick(result.value) } : result;
  };

  const cartOf = (json: unknown) => (json as { shoppingCart: ShoppingCart }).shoppingCart;
  const entry = (entryId: string) => ({ entryId });
  // The spec's client asks for the subtotal; the contract declares no query (the server always calculates it).
  const getCart = requestTo(getShoppingCart);
  getCart.url += '?calculateSubtotal=true';

  return {
    getCart: () => call<ShoppingCart>(getCart),
    addEntry: ({ itemId, sku, quantity, additionalFields = null }) =>
      call<AddEntryAnswer>(requestTo(addCartEntry, { body: { itemId, sku, quantity, additionalFields } })),
    updateQuantity: (entryId, quantity) => call(requestTo(updateCartEntry, { params: entry(entryId), body: { quantity } }), cartOf),
    removeEntry: (entryId) => call(requestTo(removeCartEntry, { params: entry(entryId) }), cartOf),
    updateAdditionalFields: (entryId, body) => call<UpdateFieldsAnswer>(requestTo(updateEntryAdditionalFields, { params: entry(entryId), body })),
  };
}

/** The page's client, on the browser's fetch and cookies (read lazily, so importing it on the server is harmless). */
export const cartApi: CartApi = createCartApi();
