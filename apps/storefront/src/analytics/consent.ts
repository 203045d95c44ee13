/**
 * The owner's cookie policy (storefront.md §9). Under a restrictive policy the
 * visitor is asked; until they accept, the analytics cookies are cleared and
 * visits are counted without cookies.
 */
import type { CookieJar } from './cookie-jar.ts';
import { TRACKING_COOKIES } from './names.ts';
import type { CookiePolicy } from './page.ts';

/** May analytics cookies be set? */
export const cookiesAllowed = (policy: CookiePolicy, answer: string | null): boolean =>
  policy === 'permissive' || answer === 'accepted';

/** Should the banner ask? Only under a restrictive policy and before any answer. */
export const shouldAsk = (policy: CookiePolicy, answer: string | null): boolean =>
  policy === 'restrictive' && answer !== 'accepted' && answer !== 'declined';

export function clearTrackingCookies(jar: CookieJar): void {
  for (const name of TRACKING_COOKIES) if (jar.get(name) !== null) jar.remove(name);
}

