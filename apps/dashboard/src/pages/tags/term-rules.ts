/**
 * The manager's checks before a call (pure): the server checks again, these only save a round
 * trip and say it where the owner types. Messages are the spec's (@plinth/api TAXONOMY_MESSAGES).
 */
import { TAXONOMY_MESSAGES, TERM_MAX_LENGTH, type TaxonomyKind } from '@plinth/api';

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
