/**
 * Which pages the sidebar lists for a role, in which group and order, and where the app root
 * (/config) sends a signed-in owner. The sidebar is the pages that declare a `sidebar` position
 * (pages/<area>/pages.ts); NAV_GROUPS says which group each belongs to.
 */
import { roleAllows } from '@plinth/platform';
import { hrefFor, ROUTES, type PageName, type RouteDef } from './router/routes.ts';

/**
 * The sidebar's groups, in order, each naming its pages in order (issue 33). To add a screen to the
 * sidebar: give it a `sidebar` position in its pages.ts and add its name to one line here. A sidebar
 * page no group names still shows: it joins the group of the page just before it by `sidebar` position.
 */
export const NAV_GROUPS: ReadonlyArray<{ title: string; pages: readonly string[] }> = [
  { title: 'Home', pages: ['home'] },
  { title: 'Content', pages: ['pages', 'events', 'galleries', 'media', 'tags', 'comments', 'forms'] },
  { title: 'Commerce', pages: ['products', 'orders', 'customers', 'restock', 'discounts', 'shipping', 'taxes', 'member-areas', 'store-new', 'payments', 'store-settings'] },
  { title: 'Marketing', pages: ['mailing-list', 'integrations', 'product-feed'] },
  { title: 'Insights', pages: ['analytics', 'performance', 'experiments', 'recordings'] },
  { title: 'Site', pages: ['design', 'styles', 'header-footer', 'languages', 'site-access'] },
  { title: 'Settings', pages: ['contributors', 'api-keys', 'redirects', 'import', 'outbox'] },
];

/** A sidebar link. */
export interface NavItem {
  name: PageName;
  title: string;
  href: string;
}

/** A titled group of sidebar links. */
export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** True when `role` may open `route`. */
export function mayOpen(role: string, route: Pick<RouteDef, 'permission'>): boolean {
  return route.permission === null || roleAllows(role, route.permission);
}

/** A sidebar page as grouping reads it. */
type SidebarRoute = { name: string; title: string; sidebar?: number | undefined };

/**
 * Sorts sidebar pages into `groups`: each named page into its group at its place in the list; a
 * page no group names after the others of the group of the page before it by `sidebar` position
 * (the last group when none comes before it). Empty groups are left out.
 * @example arrange([{ name: 'a', title: 'A', sidebar: 1 }, { name: 'b', title: 'B', sidebar: 2 }], [{ title: 'G', pages: ['a'] }]) // [{ title: 'G', routes: [a, b] }]
 */
export function arrange<R extends SidebarRoute>(routes: readonly R[], groups: ReadonlyArray<{ title: string; pages: readonly string[] }>): Array<{ title: string; routes: R[] }> {
  const named = new Map<string, number>();
  groups.forEach((group, index) => group.pages.forEach((name) => named.set(name, index)));
  const placed = groups.map((group) => ({ title: group.title, routes: [] as R[], unnamed: [] as R[] }));
  let previous = groups.length - 1;
  for (const route of [...routes].sort((a, b) => (a.sidebar ?? 0) - (b.sidebar ?? 0))) {
    const index = named.get(route.name);
    if (index === undefined) placed[previous]!.unnamed.push(route);
    else {
      placed[index]!.routes.push(route);
      previous = index;
    }
  }
  return placed
    .map((group, index) => ({ title: group.title, routes: [...group.routes.sort((a, b) => groups[index]!.pages.indexOf(a.name) - groups[index]!.pages.indexOf(b.name)), ...group.unnamed] }))
    .filter((group) => group.routes.length > 0);
}

/**
 * The sidebar's groups with the links a role may use; groups left empty are left out.
 * @example navGroups('BILLING') // [{ title: 'Commerce', items: [{ name: 'orders', … }] }]
 */
export function navGroups(role: string): NavGroup[] {
  const sidebar = ROUTES.filter((route) => route.sidebar !== undefined && mayOpen(role, route));
  return arrange(sidebar, NAV_GROUPS).map((group) => ({ title: group.title, items: group.routes.map((route) => ({ name: route.name, title: route.title, href: hrefFor(route.name) })) }));
}

/**
 * The sidebar links a role may use, group after group.
 * @example navItems('BILLING').map((i) => i.title) // ['Orders']
 */
export function navItems(role: string): NavItem[] {
  return navGroups(role).flatMap((group) => group.items);
}

/** Where /config lands: Home for those who may open it, else the first sidebar page the role may use, or null when none. */
export function homeHref(role: string): string | null {
  return navItems(role)[0]?.href ?? null;
}
