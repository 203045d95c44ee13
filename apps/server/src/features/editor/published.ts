import type { EditorDocument, EditorTargetKind } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findDocument, publishedJson } from './documents-repository.ts';

/* What the pages feature reads: the published document visitors see, and the draft of a preview. */

/** The published document of a page, post or product, or null (never published: its HTML body shows). */
export async function publishedDocument(db: Kysely<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorDocument | null> {
  const json = await publishedJson(db, { websiteId, kind, id });
  return json === null ? null : (JSON.parse(json) as EditorDocument);
}

/** The draft document, or null before the first save. */
export async function draftDocument(db: Kysely<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorDocument | null> {
  const row = await findDocument(db, { websiteId, kind, id });
  return row ? (JSON.parse(row.draft_json) as EditorDocument) : null;
}
