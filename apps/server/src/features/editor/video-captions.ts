import type { EditorDocument } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mediaByIds } from '../media/index.ts';
import { notCaptionsFile } from './messages.ts';

/** The captions files a document's video blocks name. */
function captionsIds(document: EditorDocument): string[] {
  return document.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === 'video' && block.captionsMediaId ? [block.captionsMediaId] : [])));
}

/**
 * Refuses a document whose video captions are not a ready WebVTT file (`text/vtt`) of the site's
 * library: a picture or a film picked by mistake would be a `<track>` the browser silently drops.
 * @throws AppError INVALID naming the file
 */
export async function checkVideoCaptions(db: Kysely<Schema>, websiteId: string, document: EditorDocument): Promise<void> {
  const ids = captionsIds(document);
  if (ids.length === 0) return;
  const files = await mediaByIds(db, websiteId, ids);
  for (const id of ids) {
    const file = files.get(id);
    if (!file || file.contentType !== 'text/vtt' || file.status !== 'ready') throw new AppError('INVALID', notCaptionsFile(file?.fileName ?? id));
  }
}
