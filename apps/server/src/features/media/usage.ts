import type { MediaUsageKind } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** Something that uses library files: a page, a post, a product or a gallery. */
export interface MediaUser {
  kind: MediaUsageKind;
  /** The page's, post's, product's or gallery's id. */
  id: string;
  /** What the delete warning names it. */
  title: string;
}

/**
 * Records which library files `user` uses now, replacing what it used before: products (H9) and
 * galleries (H10) call it whenever they save, and with `[]` when they are deleted. Ids of files
 * that are not this site's are ignored. Call it inside the caller's transaction when there is one.
 * @example await recordMediaUsage(tx, websiteId, { kind: 'gallery', id: gallery.id, title: gallery.title }, gallery.items.map((i) => i.mediaId));
 */
export async function recordMediaUsage(db: Kysely<Schema> | Transaction<Schema>, websiteId: string, user: MediaUser, mediaIds: readonly string[]): Promise<void> {
  await db.deleteFrom('media_usage').where('website_id', '=', websiteId).where('kind', '=', user.kind).where('ref_id', '=', user.id).execute();
  const unique = [...new Set(mediaIds)];
  if (unique.length === 0) return;
  const known = await db.selectFrom('media_files').select('id').where('website_id', '=', websiteId).where('id', 'in', unique).execute();
  if (known.length === 0) return;
  await db
    .insertInto('media_usage')
    .values(known.map(({ id }) => ({ media_id: id, website_id: websiteId, kind: user.kind, ref_id: user.id, title: user.title })))
    .execute();
}
