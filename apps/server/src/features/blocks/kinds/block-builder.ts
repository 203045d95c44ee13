import type { BlockOfType, EditorBlockType } from '@plinth/api';
import type { BlockPlace, BlockSources } from '../block-sources.ts';

/**
 * What a block names of the site, gathered from every block of the document and fetched once
 * (../document-context.ts): library files, forms, galleries, products, a collection's summary,
 * the site's newsletter form.
 */
export interface BlockNeeds {
  mediaIds?: ReadonlyArray<string | null>;
  formIds?: readonly string[];
  galleryIds?: readonly string[];
  productIds?: readonly string[];
  /** The site's newsletter sign-up form. */
  newsletterForm?: true;
  /** A collection's first `limit` items, kept under the block's id. */
  summary?: { collectionId: string; limit: number };
}

/**
 * The server's part of a block kind (the rest is @plinth/api's blocks/<kind>/): the context its
 * theme partial reads. Every key the partial reads is present (null, '' or false when unset), so a
 * JSON-T lookup never walks out of the block into the page's context.
 */
export interface BlockBuilder<T extends EditorBlockType> {
  /** What the block names, fetched with the other blocks' before any context is made. */
  needs?(block: BlockOfType<T>): BlockNeeds;
  /** The partial's fields (id and type aside), or null when the block has nothing left to show. */
  context(block: BlockOfType<T>, sources: BlockSources, place: Readonly<BlockPlace>): Record<string, unknown> | null;
  /** What a shown block changes for the blocks after it. */
  placed?(place: BlockPlace): void;
}
