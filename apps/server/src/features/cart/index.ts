/** The cart feature's public face: other features, the app and tests import only this. */
export { CART_COOKIE, requestCartToken } from './cart-cookies.ts';
export { canonicalAdditionalFields } from './cart-types.ts';
export { addEntry, createCart, findCartByToken, loadCartInput } from './carts-repository.ts';
export type { CartRef } from './carts-repository.ts';
export { registerCartRoutes } from './routes.ts';
export { cartFeature } from './plugin.ts';
