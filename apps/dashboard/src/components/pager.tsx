/**
 * Paging of the cursor-paged owner lists (docs/owner-api.md: `{ <things>, nextCursor }`,
 * `?cursor=<nextCursor>` for the next page). The cursor lives in the page's URL.
 */
import { navigate } from '../router/history.ts';

/**
 * `path` with `?cursor=…` appended when there is a cursor.
 * @example withCursor(urlFor('listOwnerOrders'), 'abc') // the same URL with ?cursor=abc
 */
export function withCursor(path: string, cursor: string | null | undefined): string {
  return cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
}

/** The 'Next page' button, going to `href`; nothing when there is no next page (`href` empty). */
export function NextPage({ label, href }: { label: string; href: string | null | undefined }) {
  if (!href) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" onClick={() => navigate(href)}>
        Next page
      </button>
    </nav>
  );
}
