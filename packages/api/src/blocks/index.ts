import { z } from 'zod';
import type { BlockKind } from './block-kind.ts';
import { audioBlock } from './audio/definition.ts';
import { buttonBlock } from './button/definition.ts';
import { chartBlock } from './chart/definition.ts';
import { codeBlock } from './code/definition.ts';
import { formBlock } from './form/definition.ts';
import { galleryBlock } from './gallery/definition.ts';
import { headingBlock } from './heading/definition.ts';
import { imageBlock } from './image/definition.ts';
import { lineBlock } from './line/definition.ts';
import { mapBlock } from './map/definition.ts';
import { newsletterBlock } from './newsletter/definition.ts';
import { productBlock } from './product/definition.ts';
import { quoteBlock } from './quote/definition.ts';
import { spacerBlock } from './spacer/definition.ts';
import { summaryBlock } from './summary/definition.ts';
import { textBlock } from './text/definition.ts';
import { videoBlock } from './video/definition.ts';

/*
 * Every block kind of the page document, in the order the add-block menu lists them. The
 * document's schema, the editor's menu and forms, and the server's page contexts all come from
 * this list: a new kind is a folder beside these, one line here, its page-context builder
 * (apps/server/src/features/blocks/kinds/) and its theme partial (ARCHITECTURE.md "Block kinds").
 */
export const BLOCK_KINDS = [
  textBlock, headingBlock, imageBlock, buttonBlock, quoteBlock, lineBlock, spacerBlock, codeBlock, chartBlock,
  formBlock, newsletterBlock, productBlock, summaryBlock, videoBlock, audioBlock, mapBlock, galleryBlock,
] as const;

type Kinds = typeof BLOCK_KINDS;
export type EditorBlockType = Kinds[number]['type'];
/** The tuple of the kinds' `P` (their types, their schemas), in the list's order. */
type Each<K extends readonly unknown[], P extends string> = { readonly [I in keyof K]: K[I] extends Record<P, infer V> ? V : never };

/** Every block type, in the order the add-block menu lists them. */
export const EDITOR_BLOCK_TYPES = BLOCK_KINDS.map((kind) => kind.type) as unknown as Each<Kinds, 'type'>;

/** Every block and its settings: the union of the kinds' schemas, told apart by `type`. */
export const editorBlock = z.discriminatedUnion('type', BLOCK_KINDS.map((kind) => kind.schema) as unknown as Each<Kinds, 'schema'>, {
  error: (issue) => (issue.code === 'invalid_union' ? `Block type must be one of ${EDITOR_BLOCK_TYPES.join(', ')}.` : undefined),
});
export type EditorBlock = z.output<typeof editorBlock>;
export type BlockOfType<T extends EditorBlockType> = Extract<EditorBlock, { type: T }>;

const BY_TYPE = new Map<string, unknown>(BLOCK_KINDS.map((kind) => [kind.type, kind]));

/** The media-library files a block names (its kind's `mediaFields` that are set). */
export function blockMediaIds(block: EditorBlock): string[] {
  const fields: ReadonlyArray<string> = (BY_TYPE.get(block.type) as { mediaFields?: ReadonlyArray<string> } | undefined)?.mediaFields ?? [];
  return fields.flatMap((field) => {
    const value = (block as Record<string, unknown>)[field];
    return typeof value === 'string' && value ? [value] : [];
  });
}

/** The definition of the kind `type`. */
export function blockKindOf<T extends EditorBlockType>(type: T): BlockKind<T, BlockOfType<T>> {
  return BY_TYPE.get(type) as BlockKind<T, BlockOfType<T>>;
}

export { ALIGN_OPTIONS, EDITOR_LIMITS, SAFE_HREF } from './schema-pieces.ts';
export { LINK_KINDS, editorLink, type EditorLink, type LinkKind } from './link.ts';
export { RICH_TEXT_MARKS, RICH_TEXT_NODES, TEXT_ALIGNS, richTextDoc, richTextNode, richTextPlain, type RichTextNode } from './rich-text.ts';
export { chartDataset, type ChartDataset } from './chart/dataset.ts';
export { isLanguageTag } from './video/captions-language.ts';
export type { BlockCatalogueEntry, BlockKind } from './block-kind.ts';
export type * from './form-description.ts';
