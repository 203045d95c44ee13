import { MEDIA_URL_PREFIX } from '@plinth/api';
import { COLLECTION_TYPES } from '@plinth/platform';
import type { CollectionType } from '../../infra/database/schema.ts';

/*
 * The fields of platform.md §3 "Item or post" and of a collection that a page context carries
 * beside what the catalogue stores (jsont.md §10): the main image's file name and ids, read from its
 * library URL, and the collection's type code and folder fields.
 */

/** The platform collection type of each kind of Plinth collection: a blog is a generic collection. */
export const COLLECTION_TYPE_OF: Readonly<Record<CollectionType, number>> = Object.freeze({
  page: COLLECTION_TYPES.PAGE,
  products: COLLECTION_TYPES.PRODUCTS,
  blog: COLLECTION_TYPES.GENERIC,
});

/** A collection's `type`, `folder` and `folderBehavior`: Plinth's navigation has no folders, so no collection is one. */
export function collectionFields(type: CollectionType): { type: number; folder: false; folderBehavior: null } {
  return { type: COLLECTION_TYPE_OF[type], folder: false, folderBehavior: null };
}

/** The library file id and name of a media URL (`/media/<id>/<name>` or `/media/<id>/v<n>/<name>`), or null. */
export function mediaFileOfUrl(url: string | null | undefined): { id: string; fileName: string } | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const parts = url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0]!.split('/');
  const id = parts[0];
  const name = parts.at(-1);
  if (!id || !name || parts.length < 2) return null;
  try {
    return { id, fileName: decodeURIComponent(name) };
  } catch {
    return { id, fileName: name };
  }
}

/** The item fields of platform.md §3 that Plinth derives rather than stores. */
export interface ItemFields {
  /** The main image's file name ('' without a library image). */
  filename: string;
  /** Featured (the `featured` class of `item-classes`): Plinth has no featured posts yet. */
  starred: boolean;
  /** Whether the item links through to `sourceUrl` instead of its own page (link posts): none in Plinth. */
  passthrough: boolean;
  sourceUrl: string;
  /** The main image's library file id, or null: what `main-image?` reads. */
  mainImageId: string | null;
  /** The id of the stored asset behind the main image: in Plinth the same library file. */
  systemDataId: string | null;
}

/** The derived item fields of an item whose main image is at `mainImageUrl`. */
export function itemFields(mainImageUrl: string | null): ItemFields {
  const file = mediaFileOfUrl(mainImageUrl);
  return {
    filename: file?.fileName ?? '',
    starred: false,
    passthrough: false,
    sourceUrl: '',
    mainImageId: file?.id ?? null,
    systemDataId: file?.id ?? null,
  };
}
