/**
 * Rich text as the server stores it (packages/api editor-document.ts `richTextDoc`): only the
 * whitelisted nodes, marks and attributes. The editor's extensions are configured to make nothing
 * else; this walk is the guarantee, so what the editor hands on always passes the server's schema.
 * Unknown nodes give up their content (a stray wrapper's text survives), unknown marks and
 * attributes are dropped, a link to an unsafe address loses its link but keeps its text.
 */
import { EDITOR_LIMITS, RICH_TEXT_MARKS, RICH_TEXT_NODES, SAFE_HREF, TEXT_ALIGNS, type RichTextNode } from '@plinth/api';

type NodeType = RichTextNode['type'];
type Mark = NonNullable<RichTextNode['marks']>[number];

/** The loose JSON the editor framework makes (Tiptap's JSONContent). */
export interface LooseNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: LooseNode[];
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

const NODES = new Set<string>(RICH_TEXT_NODES);
const MARKS = new Set<string>(RICH_TEXT_MARKS);
const ALIGNS = new Set<string>(TEXT_ALIGNS);
const LISTS = new Set(['bulletList', 'orderedList']);
/** Lists deeper than this become plain paragraphs, within the server's depth limit. */
const MAX_LIST_DEPTH = Math.floor((EDITOR_LIMITS.maxRichTextDepth - 3) / 2);

export const EMPTY_DOC: RichTextNode = Object.freeze({ type: 'doc', content: [{ type: 'paragraph' }] }) as RichTextNode;

function cleanMarks(marks: LooseNode['marks']): Mark[] {
  const kept: Mark[] = [];
  for (const mark of marks ?? []) {
    if (!mark?.type || !MARKS.has(mark.type) || kept.some((m) => m.type === mark.type)) continue;
    if (mark.type === 'link') {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href.trim() : '';
      if (!href || href.length > EDITOR_LIMITS.maxUrl || !SAFE_HREF.test(href)) continue;
      kept.push({ type: 'link', attrs: mark.attrs?.target === '_blank' ? { href, target: '_blank' } : { href } });
    } else kept.push({ type: mark.type as Mark['type'] });
  }
  return kept;
}

function cleanAttrs(type: string, attrs: Record<string, unknown> | undefined): RichTextNode['attrs'] | undefined {
  const out: NonNullable<RichTextNode['attrs']> = {};
  if (type === 'heading') out.level = Math.min(4, Math.max(1, Math.round(Number(attrs?.level) || 2)));
  if ((type === 'paragraph' || type === 'heading') && typeof attrs?.textAlign === 'string' && ALIGNS.has(attrs.textAlign) && attrs.textAlign !== 'left') {
    out.textAlign = attrs.textAlign as NonNullable<RichTextNode['attrs']>['textAlign'];
  }
  if (type === 'orderedList' && Number.isInteger(attrs?.start) && (attrs!.start as number) !== 1) out.start = Math.min(100_000, Math.max(0, attrs!.start as number));
  return Object.keys(out).length ? out : undefined;
}

/** A list flattened to its paragraphs, when it is nested too deep to keep. */
function flatten(node: LooseNode): LooseNode[] {
  if (node.type === 'paragraph' || node.type === 'heading') return [node];
  return (node.content ?? []).flatMap(flatten);
}

/** What a parent holds: blocks (doc, blockquote, list item), list items, or inline text. */
type Level = 'block' | 'list' | 'inline';
const levelInside = (type: string): Level => (LISTS.has(type) ? 'list' : type === 'paragraph' || type === 'heading' ? 'inline' : 'block');
const isInline = (node: RichTextNode) => node.type === 'text' || node.type === 'hardBreak';

/** Puts nodes where the parent can hold them: inline runs in paragraphs, blocks in list items, blocks inside text dissolved. */
function fit(nodes: RichTextNode[], level: Level): RichTextNode[] {
  if (level === 'inline') return nodes.flatMap((node) => (isInline(node) ? [node] : fit(node.content ?? [], 'inline')));
  const out: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const wrap = (node: RichTextNode): RichTextNode => (level === 'list' && node.type !== 'listItem' ? { type: 'listItem', content: [node] } : node);
  const endRun = () => {
    if (run.length) out.push(wrap({ type: 'paragraph', content: run }));
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) run.push(node);
    else {
      endRun();
      out.push(node.type === 'listItem' && level !== 'list' ? { type: 'paragraph', content: fit(node.content ?? [], 'inline') } : wrap(node));
    }
  }
  endRun();
  return out;
}

function cleanChildren(nodes: LooseNode[] | undefined, listDepth: number, level: Level): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes ?? []) {
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'text') {
      if (typeof node.text !== 'string' || !node.text) continue;
      const marks = cleanMarks(node.marks);
      out.push(marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
      continue;
    }
    if (!node.type || !NODES.has(node.type) || node.type === 'doc') {
      out.push(...cleanChildren(node.content, listDepth, level));
      continue;
    }
    if (LISTS.has(node.type) && listDepth >= MAX_LIST_DEPTH) {
      out.push(...cleanChildren(flatten(node), listDepth, level));
      continue;
    }
    const clean: RichTextNode = { type: node.type as NodeType };
    const attrs = cleanAttrs(node.type, node.attrs);
    if (attrs) clean.attrs = attrs;
    const content = cleanChildren(node.content, listDepth + (LISTS.has(node.type) ? 1 : 0), levelInside(node.type));
    // A list item or quote always holds a paragraph at least; a list at least an item.
    if (content.length) clean.content = content;
    else if (node.type === 'listItem' || node.type === 'blockquote') clean.content = [{ type: 'paragraph' }];
    else if (LISTS.has(node.type)) continue;
    out.push(clean);
  }
  return fit(out, level);
}

/**
 * The editor's JSON as a whitelisted `doc`.
 * @example toRichTextDoc({ type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] }) // { type: 'doc', content: [{ type: 'paragraph' }] }
 */
export function toRichTextDoc(json: LooseNode | null | undefined): RichTextNode {
  const content = cleanChildren(json?.type === 'doc' ? json.content : json ? [json] : [], 0, 'block');
  return content.length ? { type: 'doc', content } : { type: 'doc', content: [{ type: 'paragraph' }] };
}
