import { z } from 'zod';
import { EDITOR_LIMITS, href } from './schema-pieces.ts';

/*
 * Rich text is stored as the editor framework's JSON (Tiptap / ProseMirror: `{ type, attrs,
 * content, marks, text }`) and only the nodes, marks and attributes below survive parsing; the
 * server renders it to HTML from this whitelist, so nothing else ever reaches a visitor.
 */

export const RICH_TEXT_NODES = ['doc', 'paragraph', 'heading', 'text', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'horizontalRule'] as const;
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

const richTextMark = z.object({
  type: z.enum(RICH_TEXT_MARKS, { error: `Rich text marks must be one of ${RICH_TEXT_MARKS.join(', ')}.` }),
  // Only a link has attributes; unknown ones are dropped.
  attrs: z.object({ href: href('Link').optional(), target: z.enum(['_blank']).nullable().optional() }).optional(),
}).refine((mark) => mark.type !== 'link' || Boolean(mark.attrs?.href), { message: 'A link needs an address.' });

/** One node of the rich-text tree (recursive). */
export interface RichTextNode {
  type: (typeof RICH_TEXT_NODES)[number];
  attrs?: { level?: number; textAlign?: (typeof TEXT_ALIGNS)[number] | null; start?: number };
  content?: RichTextNode[];
  marks?: z.output<typeof richTextMark>[];
  text?: string;
}

export const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.enum(RICH_TEXT_NODES, { error: `Rich text nodes must be one of ${RICH_TEXT_NODES.join(', ')}.` }),
    attrs: z.object({
      level: z.number().int().min(1).max(4, 'Headings go from level 1 to 4.').optional(),
      textAlign: z.enum(TEXT_ALIGNS).nullable().optional(),
      start: z.number().int().min(0).max(100_000).optional(),
    }).optional(),
    content: z.array(richTextNode).max(5_000).optional(),
    marks: z.array(richTextMark).max(RICH_TEXT_MARKS.length).optional(),
    text: z.string().max(EDITOR_LIMITS.maxRichTextChars).optional(),
  }),
);

function depthOf(node: RichTextNode): number {
  return 1 + Math.max(0, ...(node.content ?? []).map(depthOf));
}

/** A rich-text document: a `doc` node, within the size and depth limits. */
export const richTextDoc = richTextNode
  .refine((node) => node.type === 'doc', { message: 'Rich text must be a doc node.' })
  .refine((node) => JSON.stringify(node).length <= EDITOR_LIMITS.maxRichTextChars, { message: `Rich text must be at most ${EDITOR_LIMITS.maxRichTextChars} characters of JSON.` })
  .refine((node) => depthOf(node) <= EDITOR_LIMITS.maxRichTextDepth, { message: 'Rich text is nested too deeply.' });

/** The plain text of a rich-text doc. */
export function richTextPlain(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(richTextPlain).join(node.type === 'doc' ? ' ' : '');
}
