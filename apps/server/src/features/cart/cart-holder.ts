import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { currentCustomerSession } from '../identity/index.ts';
import { requestCartToken } from './cart-cookies.ts';
import type { CartHolder } from './cart-types.ts';

/**
 * Whose cart a cart request acts on: a signed-in customer's account cart, whatever cart cookie the
 * browser holds (storefront.md §4: the cart follows the account), else the guest cart the cookie
 * names. A visitor without the session cookie costs no query here.
 */
export async function cartHolderOf(db: Kysely<Schema>, request: FastifyRequest, now: number): Promise<CartHolder> {
  const session = await currentCustomerSession(db, request, now);
  return session ? { siteUserId: session.siteUser.id, token: undefined } : { siteUserId: null, token: requestCartToken(request) };
}
