import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { EditorDocumentsTable, EditorVersionsTable, Schema } from '../../infra/database/schema.ts';

/*
 * SQL of the editor's documents (draft and published) and published versions. A save is one
 * conditional update on the revision it was made from, so of two saves from one revision exactly
 * one lands.
 */

type Db = Kysely<Schema> | Transaction<Schema>;
export type DocumentRow = Selectable<EditorDocumentsTable>;
export type VersionRow = Selectable<EditorVersionsTable>;

/** Where a document belongs. */
export interface TargetKey {
  websiteId: string;
  kind: string;
  id: string;
}

/** The where-clause of one target's rows (both tables share the key columns). */
function of({ websiteId, kind, id }: TargetKey) {
  return (eb: ExpressionBuilder<Schema, 'editor_documents'> | ExpressionBuilder<Schema, 'editor_versions'>) =>
    (eb as ExpressionBuilder<Schema, 'editor_documents'>).and({ website_id: websiteId, target_kind: kind, target_id: id });
}

/** The document of a target, or undefined before its first save. */
export function findDocument(db: Db, target: TargetKey): Promise<DocumentRow | undefined> {
  return db.selectFrom('editor_documents').selectAll().where(of(target)).executeTakeFirst();
}

/** The first save of a target's draft (revision 1). Throws a unique violation when another came first. */
export async function insertDraft(db: Db, target: TargetKey, draft: { json: string; savedAt: number; savedBy: string | null; published?: { json: string; revision: number; at: number } | null }): Promise<void> {
  await db.insertInto('editor_documents').values({
    website_id: target.websiteId, target_kind: target.kind, target_id: target.id,
    draft_json: draft.json, revision: draft.published?.revision ?? 1, saved_at: draft.savedAt, saved_by: draft.savedBy,
    published_json: draft.published?.json ?? null, published_revision: draft.published?.revision ?? null, published_at: draft.published?.at ?? null,
  }).execute();
}

/** Saves the draft made from `baseRevision`; false when that is no longer the latest revision. */
export async function updateDraft(db: Db, target: TargetKey, baseRevision: number, draft: { json: string; savedAt: number; savedBy: string | null }): Promise<boolean> {
  const result = await db.updateTable('editor_documents').where(of(target))
    .where('revision', '=', baseRevision)
    .set({ draft_json: draft.json, revision: baseRevision + 1, saved_at: draft.savedAt, saved_by: draft.savedBy })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Rewrites the draft of `revision` in place (publishing cleans it for a writer without unfiltered HTML). */
export async function replaceDraftJson(db: Db, target: TargetKey, revision: number, json: string): Promise<void> {
  await db.updateTable('editor_documents').where(of(target)).where('revision', '=', revision).set({ draft_json: json }).execute();
}

/** Makes the draft of `revision` the published document; false when it is no longer the latest or already live. */
export async function markPublished(db: Db, target: TargetKey, revision: number, publishedAt: number): Promise<boolean> {
  const result = await db.updateTable('editor_documents').where(of(target))
    .where('revision', '=', revision)
    // Not already live: of two publishes of one revision, one makes the version.
    .where((eb) => eb.or([eb('published_revision', 'is', null), eb('published_revision', '!=', revision)]))
    .set((eb) => ({ published_json: eb.ref('draft_json'), published_revision: revision, published_at: publishedAt }))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps a published version. */
export async function insertVersion(db: Db, row: Omit<VersionRow, never>): Promise<void> {
  await db.insertInto('editor_versions').values(row).execute();
}

/** The published versions of a target, newest first. */
export function listVersionRows(db: Db, target: TargetKey): Promise<VersionRow[]> {
  return db.selectFrom('editor_versions').selectAll().where(of(target)).orderBy('published_at', 'desc').orderBy('revision', 'desc').execute();
}

/** One version of a target, or undefined. */
export function findVersion(db: Db, target: TargetKey, versionId: string): Promise<VersionRow | undefined> {
  return db.selectFrom('editor_versions').selectAll().where(of(target)).where('id', '=', versionId).executeTakeFirst();
}

/** The version made when `revision` was published, or undefined. */
export function findVersionOfRevision(db: Db, target: TargetKey, revision: number): Promise<VersionRow | undefined> {
  return db.selectFrom('editor_versions').selectAll().where(of(target)).where('revision', '=', revision).orderBy('published_at', 'desc').executeTakeFirst();
}

/** Forgets the documents and versions of these targets of one kind. */
export async function deleteDocuments(db: Db, websiteId: string, kind: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('editor_documents').where('website_id', '=', websiteId).where('target_kind', '=', kind).where('target_id', 'in', ids).execute();
  await db.deleteFrom('editor_versions').where('website_id', '=', websiteId).where('target_kind', '=', kind).where('target_id', 'in', ids).execute();
}

/** The published document JSON of a target (what visitors see), or null. Runs for pages rendered. */
export async function publishedJson(db: Db, target: TargetKey): Promise<string | null> {
  const row = await db.selectFrom('editor_documents').select('published_json').where(of(target)).executeTakeFirst();
  return row?.published_json ?? null;
}
