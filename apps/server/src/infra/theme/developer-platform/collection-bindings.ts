/*
 * Which Plinth page template a collection file of the developer platform stands for. A theme's
 * `collections/<name>.conf` names the collection type by its file name; its `.list` renders the
 * collection's page and its `.item` one item's page. Plinth's own templates render what a theme
 * leaves out (and every page kind the platform's collections do not cover: cart, checkout, account…).
 */
export interface CollectionBinding {
  /** The Plinth template the `.list` file replaces. */
  list: string;
  /** The Plinth template the `.item` file replaces (required when set). */
  item?: string;
}

export const COLLECTION_BINDINGS: Readonly<Record<string, CollectionBinding>> = {
  blog: { list: 'blog.list', item: 'blog.item' },
  products: { list: 'products.list', item: 'products.item' },
  events: { list: 'events.list', item: 'events.item' },
  // An index page is a page made of other pages: Plinth's home page (sections of a page) is one.
  index: { list: 'home' },
  page: { list: 'page' },
};
