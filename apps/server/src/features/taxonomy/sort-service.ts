import type { CollectionSort, SortField } from '@plinth/api';
import type { Kysely } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import { MESSAGES } from './messages.ts';
import { findSortTarget, readSort, readSorts, writeSort, type SortTargetKind } from './sort-repository.ts';
import { sortItems } from './storefront-lists.ts';

/*
 * The sort control's rules (platform.md §2 "Sort control: Sort By, Unsorted"): a blog sorts by
 * title or date, a store also by price, a gallery by title; Unsorted keeps the owner's order.
 */

/** Sort By's fields per target (with 'unsorted' first). */
export const SORT_FIELDS_OF: Record<SortTargetKind, SortField[]> = {
  blog: ['unsorted', 'title', 'date'],
  products: ['unsorted', 'title', 'date', 'price'],
  gallery: ['unsorted', 'title'],
};

export const UNSORTED: CollectionSort = { field: 'unsorted', direction: 'asc' };

/** A target's order and the fields it offers. @throws AppError NOT_FOUND */
export async function sortOf(db: Kysely<Schema>, websiteId: string, targetId: string): Promise<{ sort: CollectionSort; fields: SortField[] }> {
  const kind = await findSortTarget(db, websiteId, targetId);
  if (!kind) throw new AppError('NOT_FOUND', MESSAGES.noSortTarget);
  return { sort: (await readSort(db, websiteId, targetId)) ?? UNSORTED, fields: SORT_FIELDS_OF[kind] };
}

/** Stores a target's order (the storefront lists change with it). @throws AppError NOT_FOUND, INVALID */
export async function setSort(db: Kysely<Schema>, websiteId: string, targetId: string, sort: CollectionSort, now: number): Promise<{ sort: CollectionSort; fields: SortField[] }> {
  const kind = await findSortTarget(db, websiteId, targetId);
  if (!kind) throw new AppError('NOT_FOUND', MESSAGES.noSortTarget);
  const fields = SORT_FIELDS_OF[kind];
  if (!fields.includes(sort.field)) throw new AppError('INVALID', sort.field === 'price' ? MESSAGES.noPriceSort : `${sort.field} is not one of the expected options.`);
  const stored = sort.field === 'unsorted' ? UNSORTED : sort;
  await changeContent(db, websiteId, (tx) => writeSort(tx, websiteId, targetId, stored, now));
  return { sort: stored, fields };
}

/** The storefront order of a blog, store or gallery (unsorted when none is stored). */
export async function storefrontSort(db: Kysely<Schema>, websiteId: string, targetId: string): Promise<CollectionSort> {
  return (await readSort(db, websiteId, targetId)) ?? UNSORTED;
}

/** Gallery items as the storefront shows them: each gallery's images in its stored order (by title, untitled last). */
export async function galleriesInStorefrontOrder<G extends { id: string; items: { title: string }[] }>(db: Kysely<Schema>, websiteId: string, galleries: readonly G[]): Promise<G[]> {
  const sorts = await readSorts(db, websiteId, galleries.map((g) => g.id));
  return galleries.map((g) => {
    const sort = sorts.get(g.id);
    return sort ? { ...g, items: sortItems(g.items, sort, { title: (item) => item.title, date: () => 0 }) } : g;
  });
}
