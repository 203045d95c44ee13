import { z } from 'zod';
import { EDITOR_LIMITS, editorBlock } from '../blocks/index.ts';
import { blockId } from '../blocks/schema-pieces.ts';

/*
 * The page document the editor writes and the server renders (issue 15; platform.md §3 "Editor
 * entities", §9 "Layout and content limits"): a page, a blog post or a product's description is a
 * list of sections holding blocks, at most 60 blocks in all. Each block kind is defined once in
 * ../blocks/<kind>/ (its schema, menu entry, form and partial); the document's block schema is the
 * union of theirs. The one place an owner's own markup and script run is a code block in `render`
 * mode, written deliberately.
 */

export * from '../blocks/index.ts';

/** A section of the page: blocks in order. */
export const editorSection = z.strictObject({ id: blockId, blocks: z.array(editorBlock, { error: 'blocks must be a list.' }) });
export type EditorSection = z.output<typeof editorSection>;

/** The whole document: at most 60 blocks in all (platform.md §9). */
export const editorDocument = z.strictObject({
  version: z.literal(1, { error: 'Document version must be 1.' }).default(1),
  sections: z.array(editorSection, { error: 'sections must be a list.' }).max(EDITOR_LIMITS.maxSections, `A page has at most ${EDITOR_LIMITS.maxSections} sections.`),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The document must be an object with sections.') })
  .refine((doc) => doc.sections.reduce((n, s) => n + s.blocks.length, 0) <= EDITOR_LIMITS.maxBlocks, { message: `A page has at most ${EDITOR_LIMITS.maxBlocks} blocks.` })
  .refine((doc) => { const ids = doc.sections.flatMap((s) => [s.id, ...s.blocks.map((b) => b.id)]); return new Set(ids).size === ids.length; }, { message: 'Block and section ids must be unique.' });
export type EditorDocument = z.output<typeof editorDocument>;
