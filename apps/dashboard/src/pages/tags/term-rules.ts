/**
 * The manager's words and checks before a call (pure): the server checks again, these only save
 * a round trip and say it where the owner types. The words are @plinth/api's TAXONOMY_MESSAGES
 * (the test holds them equal), kept here so the page's chunk does not carry zod and the contract.
 */
import type { TaxonomyKind } from '@plinth/api';
import { LAYOUT_LIMITS } from '@plinth/platform';

/** Tags or categories, in the order of the tabs. */
export const KINDS: readonly TaxonomyKind[] = ['tags', 'categories'];

/** The `{tagType}` of the spec's messages. */
export const TAG_TYPE: Record<TaxonomyKind, 'tag' | 'category'> = { tags: 'tag', categories: 'category' };

/** platform.md §9: tags up to 50 characters, categories up to 25. */
export const TERM_MAX_LENGTH: Record<TaxonomyKind, number> = { tags: LAYOUT_LIMITS.maxTagLength, categories: LAYOUT_LIMITS.maxCategoryLength };

/** platform.md §5 and §8: what the manager says. */
export const TAXONOMY_MESSAGES = {
  exists: (kind: TaxonomyKind) => `This ${TAG_TYPE[kind]} already exists.`,
  editOne: (kind: TaxonomyKind) => `You may only edit one ${TAG_TYPE[kind]} at a time.`,
  removeWarning: (kind: TaxonomyKind) => `Removing a ${TAG_TYPE[kind]} updates every item that has it.`,
  tooLong: (kind: TaxonomyKind) => `A ${TAG_TYPE[kind]} is at most ${TERM_MAX_LENGTH[kind]} characters.`,
  empty: (kind: TaxonomyKind) => `Please enter a ${TAG_TYPE[kind]} name.`,
} as const;

/** A name as the server stores it: trimmed, inner white space one space. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');

const key = (name: string) => name.toLocaleLowerCase('en-US');

/** The terms whose name contains the filter text (any case). */
export function filterTerms<T extends { name: string }>(terms: readonly T[], filter: string): T[] {
  const text = key(tidyName(filter));
  return text ? terms.filter((term) => key(term.name).includes(text)) : [...terms];
}

/**
 * Why a new name cannot be used, or null: empty, too long, or already a term (any case; `current`
 * is the term being renamed, which may change its case).
 */
export function nameProblem(kind: TaxonomyKind, name: string, terms: readonly { name: string }[], current?: string): string | null {
  const tidy = tidyName(name);
  if (!tidy) return TAXONOMY_MESSAGES.empty(kind);
  if (tidy.length > TERM_MAX_LENGTH[kind]) return TAXONOMY_MESSAGES.tooLong(kind);
  if (current !== undefined && key(current) === key(tidy)) return null;
  return terms.some((term) => key(term.name) === key(tidy)) ? TAXONOMY_MESSAGES.exists(kind) : null;
}

/** 'one post', '3 products'. */
export function itemCount(count: number, collectionType: 'blog' | 'products'): string {
  const [one, many] = collectionType === 'blog' ? ['post', 'posts'] : ['product', 'products'];
  return `${count} ${count === 1 ? one : many}`;
}
