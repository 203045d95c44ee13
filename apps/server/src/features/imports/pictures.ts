import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { mediaById, type MediaImporter } from '../media/index.ts';
import { fetchPicture, PictureProblem, type PictureFetchOptions } from './fetch-picture.ts';
import { findImported, rememberImported } from './records-repository.ts';

/*
 * An import's pictures brought home: each URL fetched once into the media library (a re-run finds
 * the file it made before), a picture that cannot be fetched reported and the import going on.
 */

/** A picture in the library. */
export interface HomePicture {
  mediaId: string;
  assetUrl: string;
  /** WIDTHxHEIGHT when known. */
  size: string | null;
}

/** Brings pictures home for one import. */
export interface PictureHome {
  /** The library file for a picture URL, fetched the first time; throws a PictureProblem saying why not. */
  bring(url: string, altText?: string): Promise<HomePicture>;
}

/** A {@link PictureHome} for a site. */
export function pictureHome(db: Kysely<Schema>, importer: MediaImporter, websiteId: string, options: PictureFetchOptions, now: () => number): PictureHome {
  const known = new Map<string, HomePicture>();
  return {
    async bring(url, altText = '') {
      const cached = known.get(url);
      if (cached) return cached;
      // A picture of this site's own library (an export read back) is the file itself.
      const own = /^(?:https?:\/\/[^/]+)?(\/media\/([0-9a-f]{24})\/[^?#]*)/.exec(url);
      if (own) {
        const file = await mediaById(db, websiteId, own[2] as string);
        if (file) {
          const picture = { mediaId: file.id, assetUrl: own[1] as string, size: file.originalSize ?? null };
          known.set(url, picture);
          return picture;
        }
      }
      const key = `picture:${url}`;
      const before = await findImported(db, websiteId, key);
      if (before) {
        const file = await mediaById(db, websiteId, before);
        if (file) {
          const picture = { mediaId: file.id, assetUrl: file.assetUrl, size: file.originalSize ?? null };
          known.set(url, picture);
          return picture;
        }
      }
      const { stream, fileName } = await fetchPicture(url, options);
      let imported;
      try {
        imported = await importer.importFile(websiteId, { fileName, stream }, altText);
      } catch (error) {
        stream.destroy();
        throw new PictureProblem(`The picture ${url} could not be kept: ${(error as Error).message}`);
      }
      await rememberImported(db, websiteId, key, imported.id, now());
      const picture = { mediaId: imported.id, assetUrl: imported.assetUrl, size: null };
      known.set(url, picture);
      return picture;
    },
  };
}
