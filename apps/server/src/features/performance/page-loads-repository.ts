import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** What a page load tells its records: where and on what it was. */
export interface PageLoad {
  path: string;
  template: string;
  device: string;
}

/** Stores a page load the settings route issued an id for. */
export async function insertPageLoad(db: Kysely<Schema>, row: { id: string; websiteId: string; createdAt: number } & PageLoad): Promise<void> {
  await db
    .insertInto('performance_page_loads')
    .values({ id: row.id, website_id: row.websiteId, created_at: row.createdAt, path: row.path, template: row.template, device: row.device })
    .execute();
}

/**
 * Counts `count` more records against a page load of the site issued after `since`, in one
 * conditional update, so concurrent batches cannot pass the cap together.
 * @returns the page load, or undefined when it is unknown, of another site, too old or full
 */
export async function claimRecords(db: Kysely<Schema>, websiteId: string, id: string, count: number, since: number, cap: number): Promise<PageLoad | undefined> {
  return db
    .updateTable('performance_page_loads')
    .set((eb) => ({ records: eb('records', '+', count) }))
    .where('id', '=', id)
    .where('website_id', '=', websiteId)
    .where('created_at', '>', since)
    .where((eb) => eb(eb('records', '+', count), '<=', cap))
    .returning(['path', 'template', 'device'])
    .executeTakeFirst();
}

/** Deletes page loads issued before `before` (their records can no longer arrive). */
export async function deletePageLoadsBefore(db: Kysely<Schema>, before: number): Promise<number> {
  const result = await db.deleteFrom('performance_page_loads').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
