import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { copyAccountCartForGuest, takeGuestCartIntoAccount, type SignInCart } from './account-cart-service.ts';
import { clearCartCookies, requestCartToken, setCartCookies } from './cart-cookies.ts';

/*
 * The cart's part of signing in and out, cookies included: its reactions to the identity's
 * `customer.signedIn` and `customer.signedOut` events (follow-sessions.ts).
 */

/** The customer a session is opened or ended for. */
export interface CartAccount {
  id: string;
  websiteId: string;
}

/**
 * At sign-in: the browser's guest cart joins the account's open cart (see takeGuestCartIntoAccount),
 * and the browser's cart cookie names the account's cart. Never refuses: a guest entry the stock
 * cannot cover is capped or dropped.
 */
export async function takeCartAlongAtSignIn(db: Kysely<Schema>, request: FastifyRequest, reply: FastifyReply, account: CartAccount, now: number): Promise<SignInCart> {
  const taken = await takeGuestCartIntoAccount(db, account.websiteId, account.id, requestCartToken(request), now);
  if (taken.cart) setCartCookies(reply, taken.cart.token);
  return taken;
}

/**
 * At sign-out: the cart stays with the account. With `cloneCart` the browser keeps a guest copy of
 * its entries (answer true); without, or when there is nothing to copy, the browser's cart cookies
 * are cleared. A sign-out whose session had ended already (a repeated call) leaves them as they are
 * when a copy was asked for: the first call may have made it.
 * @param account the customer signing out; null when the session had ended already
 * @returns whether a copy was made (the sign-out answer's `cartCloned`)
 */
export async function leaveCartAtSignOut(db: Kysely<Schema>, reply: FastifyReply, account: CartAccount | null, cloneCart: boolean, now: number): Promise<boolean> {
  if (cloneCart && !account) return false;
  const copy = cloneCart && account ? await copyAccountCartForGuest(db, account.websiteId, account.id, now) : null;
  if (copy) setCartCookies(reply, copy.token);
  else clearCartCookies(reply);
  return copy !== null;
}
