/**
 * Which pages the sidebar lists for a role, in order, and where the app
 * root (/config) sends a signed-in owner. The sidebar is the pages that
 * declare a `sidebar` position (pages/<area>/pages.ts).
 */
import { roleAllows } from '@plinth/platform';
import { hrefFor, ROUTES, type PageName, type RouteDef } from './router/routes.ts';

/** Sidebar entries, in the order shown; detail and form pages are reached from their lists. */
const SIDEBAR: readonly RouteDef[] = ROUTES.filter((route) => route.sidebar !== undefined).sort((a, b) => a.sidebar! - b.sidebar!);

/** A sidebar link. */
export interface NavItem {
  name: PageName;
  title: string;
  href: string;
}

/** True when `role` may open `route`. */
export function mayOpen(role: string, route: Pick<RouteDef, 'permission'>): boolean {
  return route.permission === null || roleAllows(role, route.permission);
}

/**
 * The sidebar links a role may use.
 * @example navItems('BILLING').map((i) => i.title) // ['Orders']
 */
export function navItems(role: string): NavItem[] {
  return SIDEBAR.filter((route) => mayOpen(role, route)).map((route) => ({ name: route.name, title: route.title, href: hrefFor(route.name) }));
}

/** Where /config lands: the first sidebar page the role may use, or null when none. */
export function homeHref(role: string): string | null {
  return navItems(role)[0]?.href ?? null;
}
