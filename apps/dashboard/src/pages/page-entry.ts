/**
 * The shape of one dashboard page's declaration. Each page folder declares
 * its pages in `pages.ts`; `pages/index.ts` lists the folders, and the URL
 * table, the sidebar and the lazy registry are all derived from that list.
 */
import type { Permission } from '@plinth/platform';
import type { ComponentType } from 'react';

/** What the shell hands every page. */
export interface PageProps {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** A page chunk: its component is the default export. */
export interface PageModule {
  default: ComponentType<PageProps>;
}

/** One page of the owner app, declared once. */
export interface PageEntry<Name extends string = string> {
  /** What links name the page by: `hrefFor('order', { id })`. */
  name: Name;
  /** Path under /config; `:id` stands for one segment. A literal segment wins over `:id`. */
  path: string;
  /** The page's name in the sidebar. */
  title: string;
  /** What a role needs to open the page; null: anyone (the sign-in page). */
  permission: Permission | null;
  /** Position in the sidebar, lowest first; absent for pages reached from another one. */
  sidebar?: number;
  /** The page's own chunk. Keep the `import()` literal: Vite splits a chunk per literal import. */
  load(): Promise<PageModule>;
}

/**
 * Declares a page, keeping its name as a literal type (so `hrefFor` knows every name).
 * @example definePage({ name: 'orders', path: '/orders', title: 'Orders', permission: 'orders:read', sidebar: 20, load: () => import('./orders-page.tsx') })
 */
export function definePage<const Name extends string>(entry: PageEntry<Name>): PageEntry<Name> {
  return entry;
}
