/**
 * Where the browser goes after signing in: the `returnTo` of the page's query when it is a path of
 * this site (the checkout's "Sign in" link sends `/checkout`), else the account page. Anything that
 * could leave the site (`//host`, `https:`, `/\host`) is ignored.
 */

/** The account page. */
export const ACCOUNT_PATH = '/account';

/** The path to go to after signing in, read from a query string such as `?returnTo=%2Fcheckout`. */
export function returnPathOf(search: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return ACCOUNT_PATH;
  return returnTo;
}

/** Goes to the after-sign-in path of the current page, reloading `/account` when already there. */
export function goAfterSignIn(): void {
  const target = returnPathOf(window.location.search);
  if (window.location.pathname === target) window.location.reload();
  else window.location.assign(target);
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInPathReturningTo(path: string): string {
  return `${ACCOUNT_PATH}/sign-in?returnTo=${encodeURIComponent(path)}`;
}
