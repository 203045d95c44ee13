import { TERM_MAX_LENGTH, type CollectionSort } from '@plinth/api';
import { hasTerm } from './terms.ts';

/*
 * What the storefront's blog and shop lists do with tags, categories and the sort control (pure):
 * `?tag=` and `?category=` narrow a list, the list says what it is filtered by and how to clear
 * it, a post or product links each of its terms to the filtered list, and a stored order sorts it.
 */

/** A list's filter from the query: a tag, a category, or both. */
export interface ListFilter {
  tag?: string;
  category?: string;
}

const queryText = (value: unknown, max: number): string | undefined => {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  return text && text.length <= max ? text : undefined;
};

/** The filter of `?tag=…&category=…`, or null when the query names none (a name too long to exist is ignored). */
export function listFilterOf(query: Record<string, unknown>): ListFilter | null {
  const tag = queryText(query.tag, TERM_MAX_LENGTH.tags);
  const category = queryText(query.category, TERM_MAX_LENGTH.categories);
  if (!tag && !category) return null;
  return { ...(tag ? { tag } : {}), ...(category ? { category } : {}) };
}

/** The page-cache key part of a filter ('' for none), so each filtered list is cached apart. */
export function listFilterKey(query: Record<string, unknown>): string {
  const filter = listFilterOf(query);
  return filter ? `\u0000tag=${filter.tag ?? ''}\u0000category=${filter.category ?? ''}` : '';
}

/** The items that carry the filter's tag and category (in any case). */
export function filterItems<T extends { tags: string[]; categories: string[] }>(items: readonly T[], filter: ListFilter | null): T[] {
  if (!filter) return [...items];
  return items.filter((item) => (!filter.tag || hasTerm(item.tags, filter.tag)) && (!filter.category || hasTerm(item.categories, filter.category)));
}

/** A list's URL filtered by a tag or a category. */
export function filteredUrl(collectionUrl: string, filter: ListFilter): string {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.tag) query.set('tag', filter.tag);
  return `${collectionUrl}?${query.toString()}`;
}

/** What the filtered list says of itself, e.g. 'Posts tagged “Bread” in “Baking”', with the way back. */
export function listFilterContext(collectionUrl: string, filter: ListFilter, noun: 'Posts' | 'Products'): Record<string, unknown> {
  const parts = [filter.tag ? `tagged “${filter.tag}”` : '', filter.category ? `in “${filter.category}”` : ''].filter(Boolean);
  return { ...filter, description: `${noun} ${parts.join(' ')}`, clearUrl: collectionUrl, clearLabel: `Show all ${noun.toLowerCase()}` };
}

/** An item's terms as links to its collection's filtered list (`tagLinks`, `categoryLinks`). */
export function termLinks(collectionUrl: string, item: { tags: string[]; categories: string[] }): { tagLinks: { name: string; url: string }[]; categoryLinks: { name: string; url: string }[] } {
  return {
    tagLinks: item.tags.map((name) => ({ name, url: filteredUrl(collectionUrl, { tag: name }) })),
    categoryLinks: item.categories.map((name) => ({ name, url: filteredUrl(collectionUrl, { category: name }) })),
  };
}

/** How a list's items read for sorting. */
export interface SortKeys<T> {
  title(item: T): string;
  date(item: T): number;
  /** Stores only: the lowest price, in minor units. */
  price?(item: T): number;
}

/** The items in a stored order; unsorted (or an order this list cannot take) keeps the given order. Stable. */
export function sortItems<T>(items: readonly T[], sort: CollectionSort, keys: SortKeys<T>): T[] {
  const sign = sort.direction === 'desc' ? -1 : 1;
  const key = sort.field === 'title' ? null : sort.field === 'date' ? keys.date : sort.field === 'price' ? keys.price : undefined;
  if (sort.field === 'unsorted' || key === undefined) return [...items];
  const compare = key === null
    ? (a: T, b: T) => keys.title(a).localeCompare(keys.title(b), 'en', { sensitivity: 'base', numeric: true })
    : (a: T, b: T) => key(a) - key(b);
  // Untitled items (a gallery's images may have no title) come last either way.
  const blank = (item: T) => (key === null && keys.title(item).trim() === '' ? 1 : 0);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => blank(a.item) - blank(b.item) || sign * compare(a.item, b.item) || a.index - b.index)
    .map(({ item }) => item);
}
