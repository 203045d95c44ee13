import type { EditorDocument, EditorTargetKind, editorDraft, editorVersion } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { findDocument, findVersion, findVersionOfRevision, insertDraft, insertVersion, listVersionRows, markPublished, replaceDraftJson, updateDraft, type DocumentRow, type TargetKey } from './documents-repository.ts';
import { CHANGED_ELSEWHERE, NOTHING_TO_PUBLISH, VERSION_NOT_FOUND } from './messages.ts';
import { withoutContributorScripts } from './contributor-code.ts';
import { recordDocumentUsage } from './media-usage.ts';
import { targetOf, type EditorTarget } from './targets.ts';
import { updateItemRow, updatePageRow } from './targets-repository.ts';
import { checkVideoCaptions } from './video-captions.ts';

/*
 * The page document's life (issue 15): autosaved drafts with optimistic concurrency (a save names
 * the revision it was made from; a stale one is refused and nothing is lost), publishing (a content
 * change: the page cache refreshes at once), the published versions and restoring one as the draft.
 * Saving a draft changes nothing visitors see, so it does not touch the content version.
 */

export type EditorDraft = z.output<typeof editorDraft>;
export type EditorVersion = z.output<typeof editorVersion>;

/** Who is writing, and when. */
export interface Writer {
  websiteId: string;
  /** The contributor's name (or e-mail), kept with saves and versions. */
  name: string | null;
  now: number;
  /**
   * Whether the contributor's role has `content:unfiltered-html`: without it, code that would run
   * on the page is cleaned from what they save, publish or restore (issue 36).
   */
  unfilteredHtml: boolean;
}

/** The document as this writer may store it. */
function asWrittenBy(writer: Writer, document: EditorDocument): EditorDocument {
  return writer.unfilteredHtml ? document : withoutContributorScripts(document);
}

/** The stored JSON of a document as this writer may store it (the same text when nothing changes). */
function jsonWrittenBy(writer: Writer, json: string): string {
  return writer.unfilteredHtml ? json : JSON.stringify(withoutContributorScripts(JSON.parse(json) as EditorDocument));
}

const EMPTY_DOCUMENT: EditorDocument = { version: 1, sections: [] };

/** Statuses a publish turns into 'published' (the owner's Publish is the review's end); others stay. */
const PUBLISH_LIFTS = new Set(['draft', 'needs-review']);

function blockCount(document: EditorDocument): number {
  return document.sections.reduce((n, section) => n + section.blocks.length, 0);
}

function draftOf(target: EditorTarget, row: DocumentRow | undefined): EditorDraft {
  return {
    kind: target.kind,
    id: target.id,
    title: target.title,
    fullUrl: target.fullUrl,
    document: row ? (JSON.parse(row.draft_json) as EditorDocument) : EMPTY_DOCUMENT,
    revision: row?.revision ?? 0,
    savedAt: row ? Number(row.saved_at) : null,
    publishedRevision: row?.published_revision ?? null,
    publishedAt: row?.published_at == null ? null : Number(row.published_at),
    legacyHtml: row ? null : target.bodyHtml,
  };
}

/** The draft as the editor opens it. @throws AppError NOT_FOUND */
export async function getDraft(db: Kysely<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorDraft> {
  const target = await targetOf(db, websiteId, kind, id);
  return draftOf(target, await findDocument(db, { websiteId, kind, id }));
}

/**
 * Saves the draft made from `baseRevision` (0: the first save).
 * @throws AppError NOT_FOUND; INVALID for video captions that are not a WebVTT file of the library;
 *   CONFLICT 'Someone else changed this page…' when another save came first
 */
export async function saveDraft(db: Kysely<Schema>, writer: Writer, kind: EditorTargetKind, id: string, document: EditorDocument, baseRevision: number): Promise<{ revision: number; savedAt: number }> {
  await targetOf(db, writer.websiteId, kind, id);
  await checkVideoCaptions(db, writer.websiteId, document);
  const key: TargetKey = { websiteId: writer.websiteId, kind, id };
  const draft = { json: JSON.stringify(asWrittenBy(writer, document)), savedAt: writer.now, savedBy: writer.name };
  if (baseRevision === 0) {
    try {
      await insertDraft(db, key, draft);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
      throw error;
    }
  } else if (!(await updateDraft(db, key, baseRevision, draft))) {
    throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
  }
  return { revision: baseRevision + 1, savedAt: writer.now };
}

/**
 * Publishes the draft of `revision`: it becomes what visitors see at once (a content change), a
 * version is kept, and a Draft or Needs Review page or post becomes Published (a post gets its
 * publication date). Publishing the revision already live keeps its version.
 * @throws AppError NOT_FOUND; INVALID before the first save; CONFLICT when `revision` is not the latest
 */
export async function publishDraft(db: Kysely<Schema>, writer: Writer, kind: EditorTargetKind, id: string, revision: number): Promise<{ publishedRevision: number; publishedAt: number; versionId: string }> {
  const key: TargetKey = { websiteId: writer.websiteId, kind, id };
  return changeContent(db, writer.websiteId, async (tx) => {
    const target = await targetOf(tx, writer.websiteId, kind, id);
    const row = await findDocument(tx, key);
    if (!row) throw new AppError(revision === 0 ? 'INVALID' : 'CONFLICT', revision === 0 ? NOTHING_TO_PUBLISH : CHANGED_ELSEWHERE);
    if (row.revision !== revision) throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
    // The revision live already (published before, or by another publish just now) keeps its version.
    const live = async () => {
      const version = await findVersionOfRevision(tx, key, revision);
      return version && { publishedRevision: revision, publishedAt: Number(version.published_at), versionId: version.id };
    };
    let result = row.published_revision === revision ? await live() : undefined;
    // Publishing is saving too: what goes live is what this writer may store (an ADMIN's script
    // published by an EDITOR is cleaned, as WordPress does), and the draft says the same.
    const json = result ? row.draft_json : jsonWrittenBy(writer, row.draft_json);
    if (json !== row.draft_json) await replaceDraftJson(tx, key, revision, json);
    if (!result && (await markPublished(tx, key, revision, writer.now))) {
      const versionId = newId();
      await insertVersion(tx, {
        id: versionId, website_id: writer.websiteId, target_kind: kind, target_id: id, revision,
        document_json: json, block_count: blockCount(JSON.parse(json) as EditorDocument), published_at: writer.now, published_by: writer.name,
      });
      result = { publishedRevision: revision, publishedAt: writer.now, versionId };
    }
    result ??= await live();
    if (!result) throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
    // Publish is the owner saying "make it live": a Draft or Needs Review page or post becomes Published.
    if (PUBLISH_LIFTS.has(target.status)) {
      if (kind === 'pages') await updatePageRow(tx, writer.websiteId, id, { status: 'published', publish_at: null });
      if (kind === 'posts') await updateItemRow(tx, writer.websiteId, id, { status: 'published', publish_at: null });
    }
    if (kind === 'posts') await tx.updateTable('items').set({ published_at: writer.now }).where('website_id', '=', writer.websiteId).where('id', '=', id).where('published_at', 'is', null).execute();
    await recordDocumentUsage(tx, writer.websiteId, kind, id);
    return result;
  });
}

/** The published versions, newest first. @throws AppError NOT_FOUND */
export async function listVersions(db: Kysely<Schema>, websiteId: string, kind: EditorTargetKind, id: string): Promise<EditorVersion[]> {
  await targetOf(db, websiteId, kind, id);
  const rows = await listVersionRows(db, { websiteId, kind, id });
  return rows.map((row) => ({ id: row.id, revision: row.revision, publishedAt: Number(row.published_at), publishedBy: row.published_by, blockCount: row.block_count }));
}

/**
 * Makes a published version the draft again (a new revision; publish to make it live). It follows
 * whatever draft is there: restoring is the owner's explicit choice.
 * @throws AppError NOT_FOUND (target or version)
 */
export async function restoreVersion(db: Kysely<Schema>, writer: Writer, kind: EditorTargetKind, id: string, versionId: string): Promise<EditorDraft> {
  const target = await targetOf(db, writer.websiteId, kind, id);
  const key: TargetKey = { websiteId: writer.websiteId, kind, id };
  const version = await findVersion(db, key, versionId);
  if (!version) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND);
  // Retried when a save slips in between the read and the write.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findDocument(db, key);
    if (row && (await updateDraft(db, key, row.revision, { json: jsonWrittenBy(writer, version.document_json), savedAt: writer.now, savedBy: writer.name }))) {
      return draftOf(target, await findDocument(db, key));
    }
  }
  throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
}

/**
 * Gives a copy (a duplicated page or post) the document of its source: the published one, live as
 * the copy's first version, else the draft. Call inside the caller's transaction.
 */
export async function copyDocument(db: Kysely<Schema> | Transaction<Schema>, websiteId: string, kind: EditorTargetKind, sourceId: string, copyId: string, now: number): Promise<void> {
  const source = await findDocument(db, { websiteId, kind, id: sourceId });
  if (!source) return;
  const copy: TargetKey = { websiteId, kind, id: copyId };
  if (source.published_json === null) {
    await insertDraft(db, copy, { json: source.draft_json, savedAt: now, savedBy: source.saved_by });
    return;
  }
  await insertDraft(db, copy, { json: source.published_json, savedAt: now, savedBy: source.saved_by, published: { json: source.published_json, revision: 1, at: now } });
  const document = JSON.parse(source.published_json) as EditorDocument;
  await insertVersion(db, { id: newId(), website_id: websiteId, target_kind: kind, target_id: copyId, revision: 1, document_json: source.published_json, block_count: blockCount(document), published_at: now, published_by: source.saved_by });
}
