/**
 * The pages list's order: the navigation's pages (in order) and the others, and the moves the list
 * makes — by drag and drop, Move up / Move down, or in and out of the navigation.
 */
import type { SitePageRow } from '../editor/editor-api.ts';

export interface PageGroups {
  navigation: SitePageRow[];
  others: SitePageRow[];
}

export function groupPages(pages: SitePageRow[]): PageGroups {
  const navigation = pages.filter((p) => p.navIndex !== null).sort((a, b) => a.navIndex! - b.navIndex!);
  const others = pages.filter((p) => p.navIndex === null);
  return { navigation, others };
}

/** The navigation with `from` moved to `to` (arrayMove). */
export function moveInNavigation(ids: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The page list as the server will answer after `navigation` is saved. */
export function withNavigation(pages: SitePageRow[], navigation: string[]): SitePageRow[] {
  const index = new Map(navigation.map((id, i) => [id, i]));
  return pages.map((p) => ({ ...p, navIndex: index.get(p.id) ?? null }));
}
