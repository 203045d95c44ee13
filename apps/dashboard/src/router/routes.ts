/**
 * The owner app's URLs under /config: one table, parsed and built by pure
 * functions so links, the navigation and the page loader agree.
 */
import type { Permission } from '@plinth/platform';

/** Every page of the owner app. */
export type PageName =
  | 'login'
  | 'products'
  | 'product-new'
  | 'orders'
  | 'order'
  | 'outbox'
  | 'outbox-message'
  | 'store-new'
  | 'pages'
  | 'header-footer'
  | 'languages'
  | 'contributors'
  | 'forms'
  | 'form'
  | 'form-submissions'
  | 'form-submission'
  | 'mailing-list'
  | 'captcha'
  | 'restock';

/** A page with its path pattern (`:id` is one segment), title and the permission it needs. */
export interface RouteDef {
  name: PageName;
  pattern: string;
  title: string;
  /** null: open to anyone (the sign-in page). */
  permission: Permission | null;
}

/** The base path the server serves the owner app under. */
export const BASE = '/config';

export const ROUTES: readonly RouteDef[] = [
  { name: 'login', pattern: '/login', title: 'Sign in', permission: null },
  { name: 'products', pattern: '/products', title: 'Products', permission: 'products:read' },
  { name: 'product-new', pattern: '/products/new', title: 'Add product', permission: 'products:write' },
  { name: 'orders', pattern: '/orders', title: 'Orders', permission: 'orders:read' },
  { name: 'order', pattern: '/orders/:id', title: 'Order', permission: 'orders:read' },
  { name: 'outbox', pattern: '/outbox', title: 'Outbox', permission: 'outbox:read' },
  { name: 'outbox-message', pattern: '/outbox/:id', title: 'Message', permission: 'outbox:read' },
  { name: 'store-new', pattern: '/stores/new', title: 'Create store', permission: 'content:write' },
  { name: 'pages', pattern: '/pages', title: 'Pages', permission: 'content:read' },
  { name: 'header-footer', pattern: '/header-footer', title: 'Header & footer', permission: 'content:read' },
  { name: 'languages', pattern: '/languages', title: 'Languages', permission: 'content:read' },
  { name: 'contributors', pattern: '/contributors', title: 'Contributors', permission: 'contributors:manage' },
  { name: 'forms', pattern: '/forms', title: 'Forms', permission: 'forms:read' },
  // Before 'form', whose /forms/:id would take it.
  { name: 'captcha', pattern: '/forms/captcha', title: 'Captcha', permission: 'forms:read' },
  { name: 'form', pattern: '/forms/:id', title: 'Form', permission: 'forms:read' },
  { name: 'form-submissions', pattern: '/forms/:id/submissions', title: 'Submissions', permission: 'forms:read' },
  { name: 'form-submission', pattern: '/forms/:id/submissions/:submissionId', title: 'Submission', permission: 'forms:read' },
  { name: 'mailing-list', pattern: '/mailing-list', title: 'Mailing list', permission: 'forms:read' },
  { name: 'restock', pattern: '/restock', title: 'Restock notices', permission: 'restock:read' },
];

/** A parsed location: the page, its `:id`-style parameters and the query. */
export interface Match {
  route: RouteDef;
  params: Record<string, string>;
  query: URLSearchParams;
}

/**
 * Finds the route of a path under /config, or null for the app root and
 * unknown paths. Trailing slashes are ignored; segments are URI-decoded.
 * @example matchRoute('/config/orders/o_1')?.params.id // 'o_1'
 */
export function matchRoute(pathname: string, search = ''): Match | null {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return null;
  const rest = pathname.slice(BASE.length).replace(/\/+$/, '');
  const segments = rest.split('/').filter(Boolean);
  for (const route of ROUTES) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]);
          return true;
        } catch {
          return false;
        }
      }
      return part === segments[i];
    });
    if (ok) return { route, params, query: new URLSearchParams(search) };
  }
  return null;
}

/**
 * Builds the path of a page.
 * @example hrefFor('order', { id: 'a b' }) // '/config/orders/a%20b'
 */
export function hrefFor(name: PageName, params: Record<string, string> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown page ${name}`);
  return BASE + route.pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
