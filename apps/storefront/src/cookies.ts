/**
 * Cookie reading for the browser side, as pure functions of `document.cookie`
 * so the page-start rules (storefront §4) are testable without a DOM. The
 * reader itself, `readCookie`, is @plinth/platform's.
 */
import { parseSiteUserInfo, readCookie, SITE_USER_INFO_COOKIE } from '@plinth/platform/cookies';

/** Name of the cookie holding the CSRF crumb; its value goes in `X-CSRF-Token`. */
export const CRUMB_COOKIE = 'crumb';
/** Set by the server while the visitor has a cart (readable by scripts). */
export const HAS_CART_COOKIE = 'hasCart';
/** The cart cookie itself; may be httpOnly, hence the `hasCart` companion. */
export const CART_COOKIE = 'plinth_cart';
/** JSON describing the signed-in site user, e.g. `{"authenticated":true,"siteUserId":"u1"}`. */
export const SITE_USER_COOKIE = SITE_USER_INFO_COOKIE;

/**
 * True when the `SiteUserInfo` cookie says a customer is signed in (`authenticated: true`). A value
 * that does not parse (@plinth/platform `parseSiteUserInfo`) counts as no user.
 */
export function isAuthenticated(cookieString: string): boolean {
  return parseSiteUserInfo(readCookie(cookieString, SITE_USER_INFO_COOKIE))?.authenticated === true;
}

/**
 * Page start (storefront §4): the cart is loaded only if the visitor is
 * authenticated (a signed-in customer's cart follows the account, so a
 * browser without a cart cookie may still have one), or `hasCart` equals
 * 'true', or a cart cookie exists. Otherwise no cart request is made at all.
 */
export function shouldLoadCart(cookieString: string): boolean {
  return (
    isAuthenticated(cookieString) ||
    readCookie(cookieString, HAS_CART_COOKIE) === 'true' ||
    readCookie(cookieString, CART_COOKIE) !== null
  );
}
