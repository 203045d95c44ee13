import type { FastifyReply, FastifyRequest } from 'fastify';

/** Holds the cart token; hidden from scripts. */
export const CART_COOKIE = 'plinth_cart';
/** Tells the page-start script that a cart exists (storefront.md §4). */
export const HAS_CART_COOKIE = 'hasCart';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The cart token the request carries, if well-formed. */
export function requestCartToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Remembers the visitor's cart in two cookies (Secure when the visitor came over https). */
export function setCartCookies(reply: FastifyReply, token: string): void {
  const secure = reply.request.protocol === 'https';
  reply.setCookie(CART_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: YEAR_SECONDS });
  reply.setCookie(HAS_CART_COOKIE, 'true', { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: YEAR_SECONDS });
}

/** Forgets the browser's cart (sign-out that leaves the cart with the account). */
export function clearCartCookies(reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, { path: '/', sameSite: 'lax', httpOnly: true });
  reply.clearCookie(HAS_CART_COOKIE, { path: '/', sameSite: 'lax' });
}
