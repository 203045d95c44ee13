/** The cart feature's public face: other features, the app and tests import only this. */
export { CART_COOKIE, HAS_CART_COOKIE, requestCartToken } from './cart-cookies.ts';
export { createCart, findCartByToken, loadCartInput } from './carts-repository.ts';
export type { AddEntryInput, CartFailure, CartRef, CartWriteResult } from './cart-types.ts';
export { addEntry, canonicalAdditionalFields } from './entries-service.ts';
export { refuseItemAnswers } from './entry-answers.ts';
export { leaveCartAtSignOut, takeCartAlongAtSignIn, type CartAccount } from './session-cart.ts';
export type { SignInCart } from './account-cart-service.ts';
