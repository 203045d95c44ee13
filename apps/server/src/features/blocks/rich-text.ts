import { SAFE_HREF, TEXT_ALIGNS, type RichTextNode } from '@plinth/api';
import { escapeHtml } from '@plinth/platform/escape-html';

/*
 * Rich text (the editor's Tiptap JSON) to HTML, sanitised by construction: every tag and attribute
 * written here comes from this file's own vocabulary, every piece of text is escaped, and an address
 * is written only when it passes SAFE_HREF again. A node, mark or attribute this file does not know
 * never reaches the output (a node it does not know is dropped with everything inside it).
 */

/** Nesting deeper than the document schema allows is cut here too (input may not have passed the schema). */
const MAX_DEPTH = 16;

type Mark = NonNullable<RichTextNode['marks']>[number];
/** Inline marks in the order they nest (outermost first), so equal input gives equal HTML. */
const MARK_TAGS = [['bold', 'strong'], ['italic', 'em'], ['underline', 'u'], ['strike', 's'], ['code', 'code']] as const;
const BLOCK_NODES = new Set(['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'horizontalRule']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: RichTextNode): RichTextNode[] => (Array.isArray(node.content) ? node.content.filter(isRecord) as RichTextNode[] : []);

/** ` class="rt-align-center"` for a known alignment other than the default, else ''. */
function alignClass(node: RichTextNode): string {
  const align = isRecord(node.attrs) ? node.attrs.textAlign : undefined;
  return typeof align === 'string' && align !== 'left' && (TEXT_ALIGNS as readonly string[]).includes(align) ? ` class="rt-align-${align}"` : '';
}

/** The link a text carries: a safe address and whether it opens a new window, or null. */
function linkOf(marks: unknown): { href: string; newWindow: boolean } | null {
  if (!Array.isArray(marks)) return null;
  const mark = marks.find((m): m is Mark => isRecord(m) && m.type === 'link');
  const href = mark && isRecord(mark.attrs) && typeof mark.attrs.href === 'string' ? mark.attrs.href.trim() : '';
  if (!href || href.length > 2083 || !SAFE_HREF.test(href)) return null;
  return { href, newWindow: mark?.attrs?.target === '_blank' };
}

function textHtml(node: RichTextNode): string {
  if (node.type === 'hardBreak') return '<br>';
  if (node.type !== 'text' || typeof node.text !== 'string') return '';
  let html = escapeHtml(node.text);
  const types = new Set(Array.isArray(node.marks) ? node.marks.filter(isRecord).map((m) => m.type) : []);
  for (const [type, tag] of [...MARK_TAGS].reverse()) {
    if (types.has(type)) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

/** Flattens a node to its escaped text (what is left of a block node found where text belongs). */
function plainText(node: RichTextNode, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  if (node.type === 'text') return typeof node.text === 'string' ? escapeHtml(node.text) : '';
  return childrenOf(node).map((child) => plainText(child, depth + 1)).join(' ');
}

/** Inline content: text and breaks; a run of texts under the same link becomes one `<a>`. */
function inlineHtml(nodes: RichTextNode[], depth: number): string {
  let html = '';
  let open: string | null = null;
  for (const node of nodes) {
    const inline = node.type === 'text' || node.type === 'hardBreak';
    const link = node.type === 'text' ? linkOf(node.marks) : null;
    const key = link ? `${link.href}\n${link.newWindow}` : null;
    if (open !== null && key !== open) {
      html += '</a>';
      open = null;
    }
    if (link && key !== open) {
      html += `<a href="${escapeHtml(link.href)}"${link.newWindow ? ' target="_blank" rel="noopener noreferrer"' : ''}>`;
      open = key;
    }
    html += inline ? textHtml(node) : plainText(node, depth + 1);
  }
  return open !== null ? `${html}</a>` : html;
}

function headingLevel(node: RichTextNode): number {
  const level = isRecord(node.attrs) ? node.attrs.level : undefined;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 4 ? level : 2;
}

function listStart(node: RichTextNode): string {
  const start = isRecord(node.attrs) ? node.attrs.start : undefined;
  return typeof start === 'number' && Number.isInteger(start) && start >= 0 && start !== 1 && start <= 100_000 ? ` start="${start}"` : '';
}

function listItemsHtml(node: RichTextNode, depth: number): string {
  return childrenOf(node)
    .filter((child) => child.type === 'listItem')
    .map((item) => `<li>${blocksHtml(childrenOf(item), depth + 2)}</li>`)
    .join('');
}

function blockHtml(node: RichTextNode, depth: number): string {
  switch (node.type) {
    case 'paragraph':
      return `<p${alignClass(node)}>${inlineHtml(childrenOf(node), depth)}</p>`;
    case 'heading': {
      const level = headingLevel(node);
      return `<h${level}${alignClass(node)}>${inlineHtml(childrenOf(node), depth)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${listItemsHtml(node, depth)}</ul>`;
    case 'orderedList':
      return `<ol${listStart(node)}>${listItemsHtml(node, depth)}</ol>`;
    case 'blockquote':
      return `<blockquote>${blocksHtml(childrenOf(node), depth + 1)}</blockquote>`;
    case 'horizontalRule':
      return '<hr>';
    default:
      return '';
  }
}

/** Block content; loose inline nodes between blocks are gathered into a paragraph. */
function blocksHtml(nodes: RichTextNode[], depth: number): string {
  if (depth > MAX_DEPTH) return '';
  let html = '';
  let loose: RichTextNode[] = [];
  const flush = () => {
    const inline = inlineHtml(loose, depth);
    if (inline) html += `<p>${inline}</p>`;
    loose = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'hardBreak') {
      loose.push(node);
      continue;
    }
    flush();
    if (BLOCK_NODES.has(node.type)) html += blockHtml(node, depth + 1);
  }
  flush();
  return html;
}

/**
 * The HTML of a rich-text document (a `doc` node), or '' for anything else.
 * @example richTextHtml({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi & bye', marks: [{ type: 'bold' }] }] }] })
 * // '<p><strong>Hi &amp; bye</strong></p>'
 */
export function richTextHtml(doc: unknown): string {
  if (!isRecord(doc) || doc.type !== 'doc') return '';
  return blocksHtml(childrenOf(doc as unknown as RichTextNode), 0);
}
