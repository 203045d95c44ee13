/*
 * Tags and categories as lists of names (pure): names compare without regard to case, a list
 * holds a name once, and the manager's Edit, Merge and Remove are list edits applied to every
 * item of a collection.
 */

/** The key two names are compared by: 'Baking' and 'baking' are the same tag. */
export const termKey = (name: string): string => name.toLocaleLowerCase('en-US');

/** Whether a list has a name (in any case). */
export function hasTerm(list: readonly string[], name: string): boolean {
  const key = termKey(name);
  return list.some((term) => termKey(term) === key);
}

/** The list with each name once, first spelling kept. */
export function uniqueTerms(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((term) => {
    const key = termKey(term);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Edit: `name` becomes `newName` where it was (a list that has both keeps one). */
export function renameIn(list: readonly string[], name: string, newName: string): string[] {
  const key = termKey(name);
  return uniqueTerms(list.map((term) => (termKey(term) === key ? newName : term)));
}

/** Merge: `name` goes, `into` takes its place unless the list has it already. */
export function mergeIn(list: readonly string[], name: string, into: string): string[] {
  return renameIn(list, name, into);
}

/** Remove: the list without `name`. */
export function removeFrom(list: readonly string[], name: string): string[] {
  const key = termKey(name);
  return list.filter((term) => termKey(term) !== key);
}

/** A term of a collection's list with how many items have it. */
export interface TermCount {
  name: string;
  count: number;
}

/**
 * A collection's terms: the names of its list (made with New or kept there by the manager) and
 * every name its items carry, each once, with how many items have it; by name.
 */
export function countTerms(listed: readonly string[], itemLists: readonly (readonly string[])[]): TermCount[] {
  const terms = new Map<string, TermCount>();
  for (const name of listed) if (!terms.has(termKey(name))) terms.set(termKey(name), { name, count: 0 });
  for (const list of itemLists) {
    for (const name of uniqueTerms(list)) {
      const term = terms.get(termKey(name));
      if (term) term.count += 1;
      else terms.set(termKey(name), { name, count: 1 });
    }
  }
  return [...terms.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
