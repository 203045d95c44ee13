import { editorBlock, type EditorBlock, type EditorDocument } from '@plinth/api';
import type { FormModel } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { formsById, listForms, publicForm } from '../forms/index.ts';
import { galleriesById } from '../galleries/index.ts';
import { mediaByIds } from '../media/index.ts';
import type { Website } from '../site/index.ts';
import { blockContext } from './block-context.ts';
import type { BlockPlace, BlockSources } from './block-sources.ts';
import type { BlockResolvers } from './index.ts';
import { builderOf } from './kinds/index.ts';

/** The site's newsletter sign-up form (its first newsletter form), or null. */
async function newsletterForm(db: Kysely<Schema>, websiteId: string): Promise<FormModel | null> {
  const form = (await listForms(db, websiteId)).find((candidate) => candidate.isNewsletter);
  return form ? publicForm(form) : null;
}

/** The ids named, once each, in their first order. */
const distinct = (ids: ReadonlyArray<string | null | undefined>): string[] => [...new Set(ids.filter((id): id is string => !!id))];

/** Everything the document's blocks name (their kinds' needs), fetched once: files, forms, galleries, products, collections. */
async function sourcesOf(db: Kysely<Schema>, website: Website, blocks: EditorBlock[], resolvers: BlockResolvers): Promise<BlockSources> {
  const needs = blocks.map((block) => ({ block, needs: builderOf(block.type)?.needs?.(block) ?? {} }));
  const all = <K extends 'mediaIds' | 'formIds' | 'galleryIds' | 'productIds'>(key: K) => distinct(needs.flatMap(({ needs }) => needs[key] ?? []));
  const summaries = needs.flatMap(({ block, needs }) => (needs.summary ? [{ id: block.id, ...needs.summary }] : []));
  const productIds = all('productIds');
  const [media, forms, newsletter, galleries, cards, summaryResults] = await Promise.all([
    mediaByIds(db, website.id, all('mediaIds')),
    formsById(db, website.id, all('formIds')),
    needs.some(({ needs }) => needs.newsletterForm) ? newsletterForm(db, website.id) : null,
    galleriesById(db, website.id, all('galleryIds')),
    productIds.length ? resolvers.productCards(productIds) : [],
    Promise.all(summaries.map((summary) => resolvers.collectionSummary(summary.collectionId, summary.limit))),
  ]);
  return {
    media,
    forms,
    newsletterForm: newsletter,
    galleries,
    productCards: new Map(cards.map((card) => [String(card.id), card])),
    summaries: new Map(summaries.map((summary, i) => [summary.id, summaryResults[i] ?? null])),
  };
}

/**
 * The document's sections with each block's partial context, in order, from what was fetched. A
 * block whose content is gone is left out, and so is a section left with no block.
 */
export function sectionsContext(document: EditorDocument, sources: BlockSources): Record<string, unknown>[] {
  const place: BlockPlace = { imagesBefore: 0, blocksBefore: 0, galleryBefore: false };
  const sections: Record<string, unknown>[] = [];
  for (const section of document.sections) {
    const blocks: Record<string, unknown>[] = [];
    for (const block of section.blocks) {
      const context = blockContext(block, sources, place);
      if (!context) continue;
      blocks.push(context);
      place.blocksBefore++;
      builderOf(block.type)?.placed?.(place);
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
