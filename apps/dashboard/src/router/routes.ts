/**
 * The owner app's URLs under /config: the page list (pages/index.ts) read as
 * a URL table, parsed and built by pure functions so links, the navigation
 * and the page loader agree.
 */
import { PAGES, type PageName } from '../pages/index.ts';
import type { PageEntry } from '../pages/page-entry.ts';

export type { PageName };

/** A page as the router sees it: its name, path pattern, title and permission. */
export type RouteDef = PageEntry<PageName>;

/** The base path the server serves the owner app under. */
export const BASE = '/config';

/** Every page, as a route. */
export const ROUTES: readonly RouteDef[] = PAGES;

/** A parsed location: the page, its `:id`-style parameters and the query. */
export interface Match {
  route: RouteDef;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** The parameters of `segments` under `pattern`, or null when the path is not of that page. */
function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (!part.startsWith(':')) {
      if (part !== segments[i]) return null;
      continue;
    }
    try {
      params[part.slice(1)] = decodeURIComponent(segments[i]);
    } catch {
      return null;
    }
  }
  return params;
}

/** Literal segments of a pattern: where two pages match, the more literal one wins. */
const literals = (pattern: string[]) => pattern.filter((part) => !part.startsWith(':')).length;

/**
 * Finds the route of a path under /config, or null for the app root and
 * unknown paths. Trailing slashes are ignored; segments are URI-decoded. A
 * literal segment wins over a parameter (`/forms/captcha` is not form 'captcha').
 * @example matchRoute('/config/orders/o_1')?.params.id // 'o_1'
 */
export function matchRoute(pathname: string, search = ''): Match | null {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return null;
  const segments = pathname.slice(BASE.length).split('/').filter(Boolean);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    const params = matchPattern(pattern, segments);
    if (params && (!best || literals(pattern) > best.score)) best = { route, params, score: literals(pattern) };
  }
  return best && { route: best.route, params: best.params, query: new URLSearchParams(search) };
}

/**
 * Builds the path of a page.
 * @example hrefFor('order', { id: 'a b' }) // '/config/orders/a%20b'
 */
export function hrefFor(name: PageName, params: Record<string, string> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown page ${name}`);
  return BASE + route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
