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
