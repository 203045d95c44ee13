/**
 * Which pages the sidebar lists for a role, in order, and where the app
 * root (/config) sends a signed-in owner.
 */
import { roleAllows } from '@plinth/platform';
import { hrefFor, ROUTES, type PageName, type RouteDef } from './router/routes.ts';

/** Sidebar entries, in the order shown; detail and form pages are reached from their lists. */
const SIDEBAR: readonly PageName[] = ['products', 'orders', 'restock', 'outbox', 'pages', 'store-new', 'header-footer', 'languages', 'forms', 'mailing-list', 'contributors'];

/** A sidebar link. */
export interface NavItem {
  name: PageName;
  title: string;
  href: string;
}

/** True when `role` may open `route`. */
export function mayOpen(role: string, route: RouteDef): boolean {
  return route.permission === null || roleAllows(role, route.permission);
}

/**
 * The sidebar links a role may use.
 * @example navItems('BILLING').map((i) => i.title) // ['Orders']
 */
export function navItems(role: string): NavItem[] {
  return SIDEBAR.map((name) => ROUTES.find((route) => route.name === name)!)
    .filter((route) => mayOpen(role, route))
    .map((route) => ({ name: route.name, title: route.title, href: hrefFor(route.name) }));
}

/** Where /config lands: the first sidebar page the role may use, or null when none. */
export function homeHref(role: string): string | null {
  return navItems(role)[0]?.href ?? null;
}
