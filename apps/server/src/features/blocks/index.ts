/** The blocks feature's public face: the page document's blocks made ready for the theme (issue 15). */
import type { EditorDocument } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { documentSections } from './document-context.ts';

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
 * (`pageSections`, drawn by the theme's `page-sections.block`). A block whose content is gone (a
 * deleted product, form, gallery or file) is left out, and so is a section left empty.
 */
export async function documentContext(db: Kysely<Schema>, website: Website, document: EditorDocument, resolvers: BlockResolvers): Promise<{ pageSections: Record<string, unknown>[] }> {
  return { pageSections: await documentSections(db, website, document, resolvers) };
}

export { richTextHtml } from './rich-text.ts';
export { chartContext, type ChartContext } from './chart-svg.ts';
