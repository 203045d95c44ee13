/**
 * Where the browser goes after signing in: the `returnTo` of the page's query when it is a path of
 * this site (the checkout's "Sign in" link sends `/checkout`), else the account page. Anything that
 * could leave the site (`//host`, `https:`, `/\host`) is ignored.
 */

/** The account page. */
export const ACCOUNT_PATH = '/account';

/** Longest path kept (the contract's limit for a sign-up's returnTo). */
const MAX_RETURN_PATH_LENGTH = 500;

/** Whether `path` is a path of this site: starts with one `/`, and is at most 500 characters. */
export function isSameSitePath(path: string | null | undefined): path is string {
  return !!path && path.length <= MAX_RETURN_PATH_LENGTH && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The `returnTo` of a query string when it is a path of this site, else null. */
export function returnToOf(search: string): string | null {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return isSameSitePath(returnTo) ? returnTo : null;
}

/**
 * The path to go to after signing in (or confirming the e-mail), read from a query string such as
 * `?returnTo=%2Fcheckout` or the verification link's `?token=…&returnTo=%2Fmembers%2Frecipes`.
 */
export function returnPathOf(search: string): string {
  return returnToOf(search) ?? ACCOUNT_PATH;
}

/** Goes to the after-sign-in path of the current page, reloading `/account` when already there. */
export function goAfterSignIn(): void {
  const target = returnPathOf(window.location.search);
  if (window.location.pathname === target) window.location.reload();
  else window.location.assign(target);
}

/** The sign-in page that comes back to `path` afterwards (the sign-up page passes its returnTo on). */
export function signInPathReturningTo(path: string): string {
  return `${ACCOUNT_PATH}/sign-in?returnTo=${encodeURIComponent(path)}`;
}
