import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import type { MediaFilesTable, Schema } from '../../infra/database/schema.ts';

/** A media_files row. */
export type MediaRow = Selectable<MediaFilesTable>;
type Db = Kysely<Schema> | Transaction<Schema>;

/** The search text of a file: its name and alt text, lower-cased. */
export function searchTextOf(fileName: string, altText: string): string {
  return `${fileName}\n${altText}`.toLowerCase();
}

/** One file of a site, or undefined. */
export function findMediaRow(db: Db, websiteId: string, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
}

/** One file by id alone (the public file route checks the site itself). */
export function findMediaRowById(db: Db, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a new file row. */
export async function insertMediaRow(db: Db, row: Omit<MediaRow, 'search_text'>): Promise<void> {
  await db.insertInto('media_files').values({ ...row, search_text: searchTextOf(row.file_name, row.alt_text) }).execute();
}

/** Changes some columns of a file (search text follows its name and alt text); false when it is gone. */
export async function updateMediaRow(db: Db, websiteId: string, id: string, changes: Partial<Omit<MediaRow, 'id' | 'website_id' | 'search_text'>>, onlyVersion?: number): Promise<boolean> {
  let set: Partial<Omit<MediaRow, 'id' | 'website_id'>> = changes;
  if (changes.file_name !== undefined || changes.alt_text !== undefined) {
    const current = await findMediaRow(db, websiteId, id);
    if (!current) return false;
    set = { ...changes, search_text: searchTextOf(changes.file_name ?? current.file_name, changes.alt_text ?? current.alt_text) };
  }
  let query = db.updateTable('media_files').set(set).where('website_id', '=', websiteId).where('id', '=', id);
  // A job only writes over the version it processed (a replace or a cancel may have come since).
  if (onlyVersion !== undefined) query = query.where('version', '=', onlyVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a file's row (its usage rows go with it). */
export async function deleteMediaRow(db: Db, websiteId: string, id: string): Promise<void> {
  await db.deleteFrom('media_usage').where('media_id', '=', id).execute();
  await db.deleteFrom('media_files').where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** How a list is ordered. */
export type MediaSort = 'newest' | 'oldest' | 'name' | 'size';

const ORDER: Record<MediaSort, { column: 'created_at' | 'file_name' | 'size'; direction: 'asc' | 'desc' }> = {
  newest: { column: 'created_at', direction: 'desc' },
  oldest: { column: 'created_at', direction: 'asc' },
  name: { column: 'file_name', direction: 'asc' },
  size: { column: 'size', direction: 'desc' },
};

/** Encodes the last row of a page for "Load More" (opaque to the client). */
export function encodeMediaCursor(sort: MediaSort, row: MediaRow): string {
  return Buffer.from(JSON.stringify([row[ORDER[sort].column], row.id])).toString('base64url');
}

function decodeMediaCursor(sort: MediaSort, cursor: string): [string | number, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    // A file name, or a whole number (created_at, size): a 1.5 or 1e308 is no row's, and PostgreSQL refuses to compare it to an integer column.
    const fits = ORDER[sort].column === 'file_name' ? (key: unknown) => typeof key === 'string' && !key.includes('\u0000') : Number.isSafeInteger;
    if (Array.isArray(value) && value.length === 2 && fits(value[0]) && typeof value[1] === 'string' && /^[0-9a-f]{1,64}$/.test(value[1])) return value as [string | number, string];
  } catch {
    // falls through
  }
  throw new AppError('INVALID', 'cursor is not valid.');
}

/** A page of a site's files. */
export async function listMediaRows(
  db: Db,
  websiteId: string,
  options: { search?: string | undefined; sort: MediaSort; imagesOnly: boolean; cursor?: string | undefined; limit: number },
): Promise<MediaRow[]> {
  const { column, direction } = ORDER[options.sort];
  let query = db.selectFrom('media_files').selectAll().where('website_id', '=', websiteId);
  if (options.search) {
    const term = options.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    // Both dialects: backslash escapes % and _ only when ESCAPE says so (SQLite has no default).
    query = query.where(sql<boolean>`search_text like ${`%${term}%`} escape '\\'`);
  }
  if (options.imagesOnly) query = query.where('content_type', 'in', ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
  if (options.cursor) {
    const [value, id] = decodeMediaCursor(options.sort, options.cursor);
    const beyond = direction === 'desc' ? '<' : '>';
    query = query.where((eb) => eb.or([eb(column, beyond, value as never), eb.and([eb(column, '=', value as never), eb('id', beyond, id)])]));
  }
  return query.orderBy(column, direction).orderBy('id', direction).limit(options.limit).execute();
}

/** Where each of these files is used. */
export async function usageOf(db: Db, ids: readonly string[]): Promise<Map<string, Array<{ kind: string; id: string; title: string }>>> {
  const map = new Map<string, Array<{ kind: string; id: string; title: string }>>();
  if (ids.length === 0) return map;
  const rows = await db.selectFrom('media_usage').select(['media_id', 'kind', 'ref_id', 'title']).where('media_id', 'in', ids).orderBy('kind').orderBy('title').execute();
  for (const row of rows) {
    const list = map.get(row.media_id) ?? [];
    list.push({ kind: row.kind, id: row.ref_id, title: row.title });
    map.set(row.media_id, list);
  }
  return map;
}
