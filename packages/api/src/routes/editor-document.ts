import { LAYOUT_LIMITS } from '@plinth/platform';
import { z } from 'zod';

/*
 * The page document the editor writes and the server renders (issue 15; platform.md §3 "Editor
 * entities", §9 "Layout and content limits"): a page, a blog post or a product's description is a
 * list of sections holding blocks, at most 60 blocks in all. Rich text is stored as the editor
 * framework's JSON (Tiptap / ProseMirror: `{ type, attrs, content, marks, text }`) and only the
 * nodes, marks and attributes below survive parsing; the server renders it to HTML from this
 * whitelist, so nothing else ever reaches a visitor. The one place an owner's own markup and script
 * run is a code block in `render` mode, written deliberately.
 */

/** Every block type, in the order the add-block menu lists them. */
export const EDITOR_BLOCK_TYPES = [
  'text', 'heading', 'image', 'button', 'quote', 'line', 'spacer', 'code', 'chart',
  'form', 'newsletter', 'product', 'summary', 'video', 'audio', 'map', 'gallery',
] as const;
export type EditorBlockType = (typeof EDITOR_BLOCK_TYPES)[number];

/** Limits of the document (the block count is the spec's; the others are ours). */
export const EDITOR_LIMITS = Object.freeze({
  maxBlocks: LAYOUT_LIMITS.maxBlocksPerLayout,
  maxSections: 20,
  /** A rich-text block's JSON, in characters. */
  maxRichTextChars: 100_000,
  maxRichTextDepth: 12,
  maxCodeChars: 100_000,
  maxShortText: 200,
  maxLongText: 2_000,
  maxUrl: 2083,
  /** Chart dataset: 'Dataset truncated to {maxRows} rows or {maxColumns} columns.' */
  maxChartRows: 100,
  maxChartColumns: 10,
  minSpacer: 8,
  maxSpacer: 400,
  maxSummaryItems: 30,
});

/**
 * Addresses a link, button or image may point at: a site path, http(s), mailto:, tel: or a fragment.
 * Never javascript:, data: or a protocol-relative address.
 */
export const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/[^\s/]|mailto:|tel:)\S*$/i;

const shortText = (name: string, max: number = EDITOR_LIMITS.maxShortText) =>
  z.string({ error: `${name} must be text.` }).max(max, `${name} must be at most ${max} characters.`);
const href = (name: string) =>
  z.string({ error: `${name} must be text.` }).trim().max(EDITOR_LIMITS.maxUrl, `${name} must be at most ${EDITOR_LIMITS.maxUrl} characters.`)
    .regex(SAFE_HREF, `${name} must be a site path, an http(s) address, or a mailto: or tel: link.`);
/**
 * A BCP 47 language tag as a `<track srclang>` takes it: a 2- or 3-letter language and optional
 * subtags (`en`, `pt-BR`, `zh-Hant-TW`), well-formed for Intl.
 */
export function isLanguageTag(value: string): boolean {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(value) || value.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
const languageTag = z.string({ error: 'Captions language must be text.' }).trim()
  .refine(isLanguageTag, 'Captions language must be a language tag such as en or pt-BR.');
const id = (name: string) => z.string({ error: `${name} is required.` }).trim().min(1, `${name} is required.`).max(100, `${name} is too long.`);

// ── Links (platform.md §2 "Link editor", §3 "Link") ──────────────────────────────────────────────

/** The link editor's target types: Page, Web Address, Email, Phone and File. */
export const LINK_KINDS = ['page', 'web', 'email', 'phone', 'file'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * A link as the link editor makes it. `href` is what the browser follows (built from the other
 * fields by the link editor: `mailto:to?subject=…&cc=…&bcc=…&body=…` for e-mail, `tel:` for a
 * phone); the rest lets the editor open it again as it was made.
 */
export const editorLink = z.strictObject({
  kind: z.enum(LINK_KINDS, { error: `Link kind must be one of ${LINK_KINDS.join(', ')}.` }),
  href: href('Link'),
  name: shortText('Link Name').default(''),
  newWindow: z.boolean({ error: 'Open in New Window must be true or false.' }).default(false),
  email: z.strictObject({
    to: shortText('To', 320),
    subject: shortText('Subject').default(''),
    cc: shortText('CC', 1000).default(''),
    bcc: shortText('BCC', 1000).default(''),
    body: shortText('Body', EDITOR_LIMITS.maxLongText).default(''),
  }).optional(),
});
export type EditorLink = z.output<typeof editorLink>;

// ── Rich text (Tiptap JSON, whitelisted) ─────────────────────────────────────────────────────────

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

// ── Blocks ────────────────────────────────────────────────────────────────────────────────────────

const blockId = z.string({ error: 'Every block needs an id.' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'Block ids are 1 to 40 letters, digits, - or _.');
const align = z.enum(['left', 'center', 'right'], { error: 'Alignment must be left, center or right.' });

/** A chart's data (platform.md §3 "Chart dataset: rows, columns, series label"). */
export const chartDataset = z.strictObject({
  seriesLabel: shortText('Series label').default(''),
  columns: z.array(shortText('Column name', 60), { error: 'Columns must be a list.' })
    .min(1, 'Your dataset must have at least one column.')
    .max(EDITOR_LIMITS.maxChartColumns, `Dataset truncated to ${EDITOR_LIMITS.maxChartRows} rows or ${EDITOR_LIMITS.maxChartColumns} columns.`),
  rows: z.array(z.strictObject({ label: shortText('Row label', 60), values: z.array(z.number({ error: 'Chart values must be numbers.' }).finite()) }))
    .min(1, 'Your dataset must have at least one row.')
    .max(EDITOR_LIMITS.maxChartRows, `Dataset truncated to ${EDITOR_LIMITS.maxChartRows} rows or ${EDITOR_LIMITS.maxChartColumns} columns.`),
}).refine((data) => data.rows.every((row) => row.values.length === data.columns.length), { message: 'One or more rows was missing data.' });
export type ChartDataset = z.output<typeof chartDataset>;

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ id: blockId, type: z.literal(type), ...shape });

/** Every block and its settings. */
export const editorBlock = z.discriminatedUnion('type', [
  block('text', { content: richTextDoc }),
  block('heading', { text: shortText('Heading').trim().min(1, 'A heading needs text.'), level: z.number().int().min(1).max(4, 'Headings go from level 1 to 4.').default(2), align: align.default('left') }),
  block('image', {
    /** A file of the media library; or `url` for a picture elsewhere. */
    mediaId: id('mediaId').nullable().default(null),
    url: href('Image address').nullable().default(null),
    alt: shortText('Alt text', 500).default(''),
    caption: shortText('Caption', EDITOR_LIMITS.maxLongText).default(''),
    link: editorLink.nullable().default(null),
  }),
  block('button', { label: shortText('Button label', 80).trim().min(1, 'A button needs a label.'), link: editorLink, style: z.enum(['primary', 'secondary']).default('primary'), align: align.default('left') }),
  block('quote', { text: shortText('Quote', EDITOR_LIMITS.maxLongText).trim().min(1, 'A quote needs text.'), source: shortText('Source').default('') }),
  block('line', {}),
  block('spacer', { height: z.number().int().min(EDITOR_LIMITS.minSpacer).max(EDITOR_LIMITS.maxSpacer, `A spacer is ${EDITOR_LIMITS.minSpacer} to ${EDITOR_LIMITS.maxSpacer} pixels high.`).default(48) }),
  block('code', {
    language: z.enum(['html', 'css', 'javascript'], { error: 'Code language must be html, css or javascript.' }),
    source: z.string().max(EDITOR_LIMITS.maxCodeChars, `Code must be at most ${EDITOR_LIMITS.maxCodeChars} characters.`),
    /** `render`: the owner's markup, style or script runs on the live site; `source`: shown as code. */
    display: z.enum(['render', 'source']).default('render'),
  }),
  block('chart', { kind: z.enum(['line', 'bar', 'pie'], { error: 'Chart type must be line, bar or pie.' }), title: shortText('Chart title').default(''), data: chartDataset }),
  block('form', { formId: id('formId') }),
  block('newsletter', { title: shortText('Title').default('Join our newsletter'), description: shortText('Description', EDITOR_LIMITS.maxLongText).default(''), buttonLabel: shortText('Button label', 80).default('Sign up') }),
  block('product', { productId: id('productId') }),
  block('summary', { collectionId: id('collectionId'), limit: z.number().int().min(1).max(EDITOR_LIMITS.maxSummaryItems).default(6), design: z.enum(['list', 'grid']).default('grid') }),
  block('video', {
    mediaId: id('mediaId').nullable().default(null),
    url: href('Video address').nullable().default(null),
    caption: shortText('Caption').default(''),
    posterMediaId: id('posterMediaId').nullable().default(null),
    /** A WebVTT file of the media library (`text/vtt`), shown as the uploaded video's captions. */
    captionsMediaId: id('captionsMediaId').nullable().default(null),
    captionsLanguage: languageTag.default('en'),
    captionsLabel: shortText('Captions label', 80).default('English'),
  }),
  block('audio', { mediaId: id('mediaId').nullable().default(null), url: href('Audio address').nullable().default(null), title: shortText('Title').default('') }),
  block('map', {
    addressLine1: shortText('Address').default(''),
    addressLine2: shortText('City, state, zip').default(''),
    addressCountry: shortText('Country', 100).default(''),
    mapLat: z.number().min(-90).max(90).nullable().default(null),
    mapLng: z.number().min(-180).max(180).nullable().default(null),
    zoom: z.number().int().min(1).max(20).default(14),
  }),
  block('gallery', { galleryId: id('galleryId') }),
], { error: (issue) => (issue.code === 'invalid_union' ? `Block type must be one of ${EDITOR_BLOCK_TYPES.join(', ')}.` : undefined) });
export type EditorBlock = z.output<typeof editorBlock>;

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
