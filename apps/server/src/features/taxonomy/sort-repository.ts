import type { CollectionSort } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* SQL of collection_sorts (migration 0019) and of what can be sorted: a blog, a store or a gallery. */

/** What a sort applies to. */
export type SortTargetKind = 'blog' | 'products' | 'gallery';

/** The kind of a blog, store or gallery of the site, or null. */
export async function findSortTarget(db: Kysely<Schema>, websiteId: string, id: string): Promise<SortTargetKind | null> {
  const collection = await db
    .selectFrom('collections')
    .select('type')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('type', 'in', ['blog', 'products'])
    .executeTakeFirst();
  if (collection) return collection.type as SortTargetKind;
  const gallery = await db.selectFrom('galleries').select('id').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return gallery ? 'gallery' : null;
}

/** The stored order of a target, or null (unsorted). */
export async function readSort(db: Kysely<Schema>, websiteId: string, targetId: string): Promise<CollectionSort | null> {
  const row = await db.selectFrom('collection_sorts').select(['field', 'direction']).where('website_id', '=', websiteId).where('target_id', '=', targetId).executeTakeFirst();
  return row ? ({ field: row.field, direction: row.direction } as CollectionSort) : null;
}

/** The stored orders of several targets (those unsorted are absent). */
export async function readSorts(db: Kysely<Schema>, websiteId: string, targetIds: readonly string[]): Promise<Map<string, CollectionSort>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db.selectFrom('collection_sorts').select(['target_id', 'field', 'direction']).where('website_id', '=', websiteId).where('target_id', 'in', [...targetIds]).execute();
  return new Map(rows.map((row) => [row.target_id, { field: row.field, direction: row.direction } as CollectionSort]));
}

/** Stores a target's order; unsorted removes the row. */
export async function writeSort(db: Kysely<Schema>, websiteId: string, targetId: string, sort: CollectionSort, now: number): Promise<void> {
  await db.deleteFrom('collection_sorts').where('website_id', '=', websiteId).where('target_id', '=', targetId).execute();
  if (sort.field === 'unsorted') return;
  await db.insertInto('collection_sorts').values({ website_id: websiteId, target_id: targetId, field: sort.field, direction: sort.direction, updated_at: now }).execute();
}
