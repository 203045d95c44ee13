/** The blocks feature's public face: the page document's blocks made ready for the theme (issue 15). */
import type { EditorDocument } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';

/**
 * What the blocks need from the page feature (which owns the shapes of product cards and post
 * summaries; the blocks feature cannot import it without a cycle).
 */
export interface BlockResolvers {
  /** Product cards (the `product-card.block` partial's items) of these products, in order; unknown ids are left out. */
  productCards(productIds: string[]): Promise<Record<string, unknown>[]>;
  /** A collection's first `limit` items (product cards or post contexts), or null when there is none. */
  collectionSummary(collectionId: string, limit: number): Promise<{ collection: { id: string; title: string; fullUrl: string; type: string }; items: Record<string, unknown>[] } | null>;
}

/**
 * The document's sections, each block with what its theme partial reads, for the page context
 * (`pageSections`). A block whose content is gone (a deleted product, form or gallery) is left out.
 * Placeholder until the blocks feature lands: no sections.
 */
export async function documentContext(_db: Kysely<Schema>, _website: Website, _document: EditorDocument, _resolvers: BlockResolvers): Promise<{ pageSections: Record<string, unknown>[] }> {
  return { pageSections: [] };
}
