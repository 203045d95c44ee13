/**
 * Returns the decoded value of cookie `name` in a `document.cookie` string, or null when it is
 * absent. Shared by the storefront islands and the owner app (both read the CSRF crumb with it).
 * @param cookieString the `document.cookie` text, e.g. `"a=1; crumb=xyz"`
 * @example readCookie('a=1; crumb=x%20y', 'crumb') // 'x y'
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq === -1 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a malformed escape is still the cookie's value
    }
  }
  return null;
}

/** The `SiteUserInfo` cookie's name (platform.md §3 "Site-user and session"). */
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

/** What the `SiteUserInfo` cookie holds: readable by scripts, it says who is signed in (never a secret). */
export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string;
}

/**
 * Parses the `SiteUserInfo` cookie's decoded value (JSON). Anything that is not an object with a
 * boolean `authenticated` and a string `siteUserId` counts as no user.
 * @example parseSiteUserInfo('{"authenticated":true,"siteUserId":"u1"}') // { authenticated: true, siteUserId: 'u1' }
 * @example parseSiteUserInfo('garbage') // null
 */
export function parseSiteUserInfo(value: string | null | undefined): SiteUserInfo | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { authenticated, siteUserId } = parsed as Record<string, unknown>;
  if (typeof authenticated !== 'boolean' || typeof siteUserId !== 'string' || siteUserId.length > 100) return null;
  return { authenticated, siteUserId };
}
