import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { ImportsTable } from '../../infra/database/schema-imports.ts';

/** SQL of the imports table. */

export type ImportRow = Selectable<ImportsTable>;

/** Records a new running import. */
export async function insertImport(db: Kysely<Schema>, row: { id: string; websiteId: string; kind: string; fileName: string; contributorId: string | null; now: number }): Promise<void> {
  await db
    .insertInto('imports')
    .values({ id: row.id, website_id: row.websiteId, kind: row.kind, file_name: row.fileName, status: 'running', progress: 0, created: 0, updated: 0, skipped: 0, errors_json: '[]', failure: null, contributor_id: row.contributorId, created_at: row.now, finished_at: null })
    .execute();
}

/** Where an import got to. */
export async function updateImport(db: Kysely<Schema>, id: string, change: Partial<Pick<ImportRow, 'status' | 'progress' | 'created' | 'updated' | 'skipped' | 'errors_json' | 'failure' | 'finished_at'>>): Promise<void> {
  await db.updateTable('imports').set(change).where('id', '=', id).execute();
}

/** One import of a site, or undefined. */
export function findImport(db: Kysely<Schema>, websiteId: string, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
}

/** The site's latest imports, newest first. */
export function latestImports(db: Kysely<Schema>, websiteId: string, limit = 20): Promise<ImportRow[]> {
  return db.selectFrom('imports').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

/** Whether the site has an import running. */
export async function hasRunningImport(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return (await db.selectFrom('imports').select('id').where('website_id', '=', websiteId).where('status', '=', 'running').executeTakeFirst()) !== undefined;
}

/** Marks every running import failed (after a crash: nothing runs them any more). */
export async function failRunningImports(db: Kysely<Schema>, now: number, failure: string): Promise<number> {
  const result = await db.updateTable('imports').set({ status: 'failed', failure, finished_at: now }).where('status', '=', 'running').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What an import cut off by a crash says. */
export const INTERRUPTED_IMPORT = 'The server stopped while this import ran. Run it again: what it made is found again and updated, not duplicated.';
