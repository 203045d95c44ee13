import type { MediaFile } from '@plinth/api';
import type { FormModel } from '@plinth/forms';
import type { GalleryContext } from '../galleries/index.ts';

/** What the blocks of one document read, fetched once for the whole document. */
export interface BlockSources {
  /** Library files by id. */
  media: ReadonlyMap<string, MediaFile>;
  /** Forms (their public model) by id. */
  forms: ReadonlyMap<string, FormModel>;
  /** The site's newsletter sign-up form, which every newsletter block shows. */
  newsletterForm: FormModel | null;
  galleries: ReadonlyMap<string, GalleryContext>;
  /** Product cards (the `product-card.block` partial's items) by product id. */
  productCards: ReadonlyMap<string, Record<string, unknown>>;
  /** A summary block's collection and items, by block id. */
  summaries: ReadonlyMap<string, { collection: { id: string; title: string; fullUrl: string; type: string }; items: Record<string, unknown>[] } | null>;
}

/** Where a block sits on the page: images near the top load at once, the rest when scrolled to. */
export interface BlockPlace {
  /** Images before this one on the page. */
  imagesBefore: number;
  /** Blocks before this one on the page. */
  blocksBefore: number;
  /** Whether a gallery block came before (the galleries' styles are written once). */
  galleryBefore: boolean;
}
