import { blockMediaIds, type EditorDocument, type EditorTargetKind } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { recordMediaUsage } from '../media/index.ts';
import { publishedJson } from './documents-repository.ts';
import { findTarget } from './targets.ts';

/*
 * Which library files a page or post uses (its published blocks and its social image), recorded
 * with the media feature so the file manager warns before deleting one. A product's files are the
 * catalog's to record (its photos share the product's usage entry), so products are left out.
 */

type Db = Kysely<Schema> | Transaction<Schema>;

/** The library files a document's blocks show. */
export function documentMediaIds(document: EditorDocument): string[] {
  const ids: string[] = [];
  for (const section of document.sections) {
    for (const block of section.blocks) {
      ids.push(...blockMediaIds(block));
    }
  }
  return ids;
}

/** Records what a page or post uses now (nothing once it is gone). Call inside the caller's transaction. */
export async function recordDocumentUsage(db: Db, websiteId: string, kind: EditorTargetKind, id: string): Promise<void> {
  if (kind === 'products') return;
  const usageKind = kind === 'pages' ? 'page' : 'post';
  const target = await findTarget(db, websiteId, kind, id);
  if (!target) return recordMediaUsage(db, websiteId, { kind: usageKind, id, title: '' }, []);
  const json = await publishedJson(db, { websiteId, kind, id });
  const ids = json === null ? [] : documentMediaIds(JSON.parse(json) as EditorDocument);
  const social = kind === 'pages'
    ? await db.selectFrom('collections').select('social_image_media_id as media').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst()
    : await db.selectFrom('items').select('social_image_media_id as media').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  if (social?.media) ids.push(social.media);
  await recordMediaUsage(db, websiteId, { kind: usageKind, id, title: target.title }, ids);
}
