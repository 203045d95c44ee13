/**
 * The loader's one decision, kept pure for tests: does this page need the
 * island runtime (React and the islands)? Every island but PillCart does; the
 * layout's PillCart alone only when a cart exists (storefront §4), so a page
 * without product widgets and without a cart loads nothing more.
 */
import { shouldLoadCart } from './cookies.ts';

/**
 * @param islandNames the `data-island` values on the page
 * @param cookieString `document.cookie`
 * @example needsRuntime(['PillCart'], '') // false
 */
export function needsRuntime(islandNames: ReadonlyArray<string | null>, cookieString: string): boolean {
  if (islandNames.some((name) => name !== 'PillCart')) return true;
  return islandNames.length > 0 && shouldLoadCart(cookieString);
}
