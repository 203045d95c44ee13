/**
 * Whether the page's scripts see a signed-in customer: the `SiteUserInfo` cookie (platform.md §3)
 * says so. It is a hint for the page, never proof (the server checks the httpOnly session); a value
 * that does not parse counts as no one.
 */
import { parseSiteUserInfo, readCookie, SITE_USER_INFO_COOKIE } from '@plinth/platform/cookies';

/** True when `SiteUserInfo` parses with `authenticated: true`. */
export function isSignedIn(cookieString: string): boolean {
  return parseSiteUserInfo(readCookie(cookieString, SITE_USER_INFO_COOKIE))?.authenticated === true;
}
