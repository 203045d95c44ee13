import { TERM_MAX_LENGTH, type TaxonomyKind } from '@plinth/api';
import { LAYOUT_LIMITS } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { changeContent } from '../site/index.ts';
import { MESSAGES } from './messages.ts';
import {
  deleteListedTerm, findItemTerms, findTaxonomyCollection, insertListedTerm, listedTerms, listItemTerms, lockCollectionTerms, writeItemTerms,
  type ItemTerms, type TaxonomyCollection,
} from './taxonomy-repository.ts';
import { countTerms, hasTerm, mergeIn, removeFrom, renameIn, termKey, type TermCount } from './terms.ts';

/*
 * The tag and category manager's rules (platform.md §2, §5, §9; issue 15): names are unique in
 * any case within a blog's or store's list, tags are at most 50 characters and categories 25, and
 * Edit, Merge and Remove change every item that has the name. Every change goes through
 * changeContent, so cached pages (the filtered lists among them) refresh with the commit.
 */

/** A blog's or store's tags and categories with their counts. */
export interface CollectionTerms {
  collection: TaxonomyCollection;
  tags: TermCount[];
  categories: TermCount[];
}

/** A blog or store of the site. @throws AppError NOT_FOUND */
export async function collectionOf(db: Kysely<Schema>, websiteId: string, id: string): Promise<TaxonomyCollection> {
  const collection = await findTaxonomyCollection(db, websiteId, id);
  if (!collection) throw new AppError('NOT_FOUND', MESSAGES.noCollection);
  return collection;
}

/** Checks a new name's length. @throws AppError INVALID */
function checkName(kind: TaxonomyKind, name: string): void {
  if (name.length === 0) throw new AppError('INVALID', MESSAGES.empty(kind));
  if (name.length > TERM_MAX_LENGTH[kind]) throw new AppError('INVALID', MESSAGES.tooLong(kind));
}

/** The collection's terms of one kind (inside the caller's transaction when given one). */
async function termsOfKind(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, items?: ItemTerms[]): Promise<TermCount[]> {
  const [listed, rows] = await Promise.all([listedTerms(db, websiteId, collectionId, kind), items ?? listItemTerms(db, websiteId, collectionId)]);
  return countTerms(listed, rows.map((item) => item[kind]));
}

/** The existing term of a name (any case). @throws AppError NOT_FOUND */
function termNamed(terms: TermCount[], kind: TaxonomyKind, name: string): TermCount {
  const term = terms.find((t) => termKey(t.name) === termKey(name));
  if (!term) throw new AppError('NOT_FOUND', MESSAGES.noTerm(kind, name));
  return term;
}

/** Lists a blog's or store's tags and categories, each with how many items have it. */
export async function collectionTerms(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<CollectionTerms> {
  const collection = await collectionOf(db, websiteId, collectionId);
  const items = await listItemTerms(db, websiteId, collectionId);
  const [tags, categories] = await Promise.all([
    termsOfKind(db, websiteId, collectionId, 'tags', items),
    termsOfKind(db, websiteId, collectionId, 'categories', items),
  ]);
  return { collection, tags, categories };
}

/** New: a name on the list before any item has it. @throws AppError NOT_FOUND, INVALID, CONFLICT 'This tag already exists.' */
export async function createTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string, now: number): Promise<TermCount> {
  await collectionOf(db, websiteId, collectionId);
  checkName(kind, name);
  try {
    return await changeContent(db, websiteId, async (tx) => {
      await lockCollectionTerms(tx, websiteId, collectionId);
      const terms = await termsOfKind(tx, websiteId, collectionId, kind);
      if (hasTerm(terms.map((t) => t.name), name)) throw new AppError('CONFLICT', MESSAGES.exists(kind));
      if (kind === 'categories' && terms.length >= LAYOUT_LIMITS.maxNestedCategories) throw new AppError('INVALID', MESSAGES.tooManyCategories);
      await insertListedTerm(tx, websiteId, collectionId, kind, name, now);
      return { name, count: 0 };
    });
  } catch (error) {
    // Two owners pressing New together: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.exists(kind));
    throw error;
  }
}

/** Applies `edit` to the list of every item of the collection that changes under it; answers how many changed. */
async function editItems(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, edit: (list: string[]) => string[]): Promise<number> {
  let changed = 0;
  for (const item of await listItemTerms(db, websiteId, collectionId)) {
    const next = edit(item[kind]);
    if (JSON.stringify(next) === JSON.stringify(item[kind])) continue;
    await writeItemTerms(db, websiteId, item.id, kind, next);
    changed += 1;
  }
  return changed;
}

/** Edit: renames a term on every item and on the list. @throws AppError NOT_FOUND, INVALID, CONFLICT */
export async function renameTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string, newName: string, now: number): Promise<{ term: TermCount; updatedItems: number }> {
  await collectionOf(db, websiteId, collectionId);
  checkName(kind, newName);
  return changeContent(db, websiteId, async (tx) => {
    await lockCollectionTerms(tx, websiteId, collectionId);
    const terms = await termsOfKind(tx, websiteId, collectionId, kind);
    const term = termNamed(terms, kind, name);
    // A change of case alone is a rename; any other existing name is refused (Merge joins two terms).
    if (termKey(newName) !== termKey(term.name) && hasTerm(terms.map((t) => t.name), newName)) throw new AppError('CONFLICT', MESSAGES.exists(kind));
    const updatedItems = await editItems(tx, websiteId, collectionId, kind, (list) => renameIn(list, term.name, newName));
    await deleteListedTerm(tx, websiteId, collectionId, kind, term.name);
    await insertListedTerm(tx, websiteId, collectionId, kind, newName, now);
    return { term: { name: newName, count: term.count }, updatedItems };
  });
}

/** Merge: every item with `name` gets `into` once; `name` disappears. @throws AppError NOT_FOUND, INVALID */
export async function mergeTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string, into: string): Promise<{ term: TermCount; updatedItems: number }> {
  await collectionOf(db, websiteId, collectionId);
  return changeContent(db, websiteId, async (tx) => {
    await lockCollectionTerms(tx, websiteId, collectionId);
    const terms = await termsOfKind(tx, websiteId, collectionId, kind);
    const source = termNamed(terms, kind, name);
    const target = termNamed(terms, kind, into);
    if (source === target) throw new AppError('INVALID', MESSAGES.mergeIntoItself(kind));
    const updatedItems = await editItems(tx, websiteId, collectionId, kind, (list) => mergeIn(list, source.name, target.name));
    await deleteListedTerm(tx, websiteId, collectionId, kind, source.name);
    const after = await termsOfKind(tx, websiteId, collectionId, kind);
    return { term: termNamed(after, kind, target.name), updatedItems };
  });
}

/** Remove: takes a term off every item and off the list. @throws AppError NOT_FOUND */
export async function removeTerm(db: Kysely<Schema>, websiteId: string, collectionId: string, kind: TaxonomyKind, name: string): Promise<{ updatedItems: number }> {
  await collectionOf(db, websiteId, collectionId);
  return changeContent(db, websiteId, async (tx) => {
    await lockCollectionTerms(tx, websiteId, collectionId);
    const term = termNamed(await termsOfKind(tx, websiteId, collectionId, kind), kind, name);
    const updatedItems = await editItems(tx, websiteId, collectionId, kind, (list) => removeFrom(list, term.name));
    await deleteListedTerm(tx, websiteId, collectionId, kind, term.name);
    return { updatedItems };
  });
}

/**
 * Replaces one post's or product's tags and categories. A name the collection has already (in
 * another case) takes the collection's spelling, so 'baking' joins 'Baking'.
 * @throws AppError NOT_FOUND
 */
export async function setItemTerms(db: Kysely<Schema>, websiteId: string, itemId: string, input: { tags: string[]; categories: string[] }): Promise<{ tags: string[]; categories: string[] }> {
  const item = await findItemTerms(db, websiteId, itemId);
  if (!item) throw new AppError('NOT_FOUND', MESSAGES.noItem);
  return changeContent(db, websiteId, async (tx) => {
    await lockCollectionTerms(tx, websiteId, item.collectionId);
    // The item's own names count too: a change of case alone is the manager's Edit, for every item.
    const items = await listItemTerms(tx, websiteId, item.collectionId);
    const answer = { tags: [] as string[], categories: [] as string[] };
    for (const kind of ['tags', 'categories'] as const) {
      const known = await termsOfKind(tx, websiteId, item.collectionId, kind, items);
      const spelling = new Map(known.map((t) => [termKey(t.name), t.name]));
      answer[kind] = input[kind].map((name) => spelling.get(termKey(name)) ?? name);
      await writeItemTerms(tx, websiteId, item.id, kind, answer[kind]);
    }
    return answer;
  });
}
