import { editorBlock, type EditorBlock, type EditorDocument } from '@plinth/api';
import type { FormModel } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { formsById, listForms, publicForm } from '../forms/index.ts';
import { galleriesById } from '../galleries/index.ts';
import { mediaByIds } from '../media/index.ts';
import type { Website } from '../site/index.ts';
import { blockContext } from './block-context.ts';
import type { BlockSources } from './block-sources.ts';
import type { BlockResolvers } from './index.ts';

const idsOf = <T extends EditorBlock['type']>(blocks: EditorBlock[], type: T, pick: (block: Extract<EditorBlock, { type: T }>) => (string | null)[]): string[] =>
  [...new Set(blocks.filter((block): block is Extract<EditorBlock, { type: T }> => block.type === type).flatMap(pick).filter((id): id is string => !!id))];

/** The site's newsletter sign-up form (its first newsletter form), or null. */
async function newsletterForm(db: Kysely<Schema>, websiteId: string): Promise<FormModel | null> {
  const form = (await listForms(db, websiteId)).find((candidate) => candidate.isNewsletter);
  return form ? publicForm(form) : null;
}

/** Everything the document's blocks name, fetched once: files, forms, galleries, products, collections. */
async function sourcesOf(db: Kysely<Schema>, website: Website, blocks: EditorBlock[], resolvers: BlockResolvers): Promise<BlockSources> {
  const mediaIds = [
    ...idsOf(blocks, 'image', (b) => [b.mediaId]),
    ...idsOf(blocks, 'video', (b) => [b.mediaId, b.posterMediaId, b.captionsMediaId]),
    ...idsOf(blocks, 'audio', (b) => [b.mediaId]),
  ];
  const productIds = idsOf(blocks, 'product', (b) => [b.productId]);
  const summaries = blocks.filter((block): block is Extract<EditorBlock, { type: 'summary' }> => block.type === 'summary');
  const [media, forms, newsletter, galleries, cards, summaryResults] = await Promise.all([
    mediaByIds(db, website.id, mediaIds),
    formsById(db, website.id, idsOf(blocks, 'form', (b) => [b.formId])),
    blocks.some((block) => block.type === 'newsletter') ? newsletterForm(db, website.id) : null,
    galleriesById(db, website.id, idsOf(blocks, 'gallery', (b) => [b.galleryId])),
    productIds.length ? resolvers.productCards(productIds) : [],
    Promise.all(summaries.map((block) => resolvers.collectionSummary(block.collectionId, block.limit))),
  ]);
  return {
    media,
    forms,
    newsletterForm: newsletter,
    galleries,
    productCards: new Map(cards.map((card) => [String(card.id), card])),
    summaries: new Map(summaries.map((block, i) => [block.id, summaryResults[i] ?? null])),
  };
}

/**
 * The document's sections with each block's partial context, in order, from what was fetched. A
 * block whose content is gone is left out, and so is a section left with no block.
 */
export function sectionsContext(document: EditorDocument, sources: BlockSources): Record<string, unknown>[] {
  const place = { imagesBefore: 0, blocksBefore: 0, galleryBefore: false };
  const sections: Record<string, unknown>[] = [];
  for (const section of document.sections) {
    const blocks: Record<string, unknown>[] = [];
    for (const block of section.blocks) {
      const context = blockContext(block, sources, place);
      if (!context) continue;
      blocks.push(context);
      place.blocksBefore++;
      if (block.type === 'image') place.imagesBefore++;
      if (block.type === 'gallery') place.galleryBefore = true;
    }
    if (blocks.length) sections.push({ id: section.id, blocks });
  }
  return sections;
}

/**
 * The document as stored, checked again block by block: a block that no longer passes the schema
 * (written by an older version, or by hand) is left out rather than failing the page.
 */
function checked(document: unknown): EditorDocument {
  const sections = document && typeof document === 'object' && Array.isArray((document as EditorDocument).sections) ? (document as EditorDocument).sections : [];
  return {
    version: 1,
    sections: sections.flatMap((section) => {
      if (!section || typeof section !== 'object' || !Array.isArray(section.blocks)) return [];
      const blocks = section.blocks.flatMap((block) => {
        const parsed = editorBlock.safeParse(block);
        return parsed.success ? [parsed.data] : [];
      });
      return [{ id: String(section.id), blocks }];
    }),
  };
}

/** The document's `pageSections`: what its blocks name fetched once, then each block's context. */
export async function documentSections(db: Kysely<Schema>, website: Website, stored: EditorDocument, resolvers: BlockResolvers): Promise<Record<string, unknown>[]> {
  const document = checked(stored);
  return sectionsContext(document, await sourcesOf(db, website, document.sections.flatMap((section) => section.blocks), resolvers));
}
