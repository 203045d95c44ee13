/**
 * Cookie reading for the browser side, as pure functions of `document.cookie`
 * so the page-start rules (storefront §4) are testable without a DOM. The
 * reader itself, `readCookie`, is @plinth/platform's.
 */
import { readCookie } from '@plinth/platform/cookies';

/** Name of the cookie holding the CSRF crumb; its value goes in `X-CSRF-Token`. */
export const CRUMB_COOKIE = 'crumb';
/** Set by the server while the visitor has a cart (readable by scripts). */
export const HAS_CART_COOKIE = 'hasCart';
/** The cart cookie itself; may be httpOnly, hence the `hasCart` companion. */
export const CART_COOKIE = 'plinth_cart';
/** JSON describing the signed-in site user, e.g. `{"authenticated":true}`. */
export const SITE_USER_COOKIE = 'SiteUserInfo';

/** True when the `SiteUserInfo` cookie is JSON with `authenticated: true`; anything unparseable counts as signed out. */
export function isAuthenticated(cookieString: string): boolean {
  const info = readCookie(cookieString, SITE_USER_COOKIE);
  if (info === null) return false;
  try {
    const parsed: unknown = JSON.parse(info);
    return typeof parsed === 'object' && parsed !== null && (parsed as { authenticated?: unknown }).authenticated === true;
  } catch {
    return false;
  }
}

/**
 * Page start (storefront §4): the cart is loaded only if the visitor is
 * authenticated, or `hasCart` equals 'true', or a cart cookie exists.
 * Otherwise no cart request is made at all.
 */
export function shouldLoadCart(cookieString: string): boolean {
  return (
    isAuthenticated(cookieString) ||
    readCookie(cookieString, HAS_CART_COOKIE) === 'true' ||
    readCookie(cookieString, CART_COOKIE) !== null
  );
}
